// What every page that runs on the simulated APIs needs before its first run: the simulators started (service
// worker or in-page) and the o200k_base counter, loaded once per tab, in parallel, shared by every run; and the
// backend for a provider over them.
import type { ProviderId } from '../../core/providers/index.ts';
import { simulatedBackend, type SimulatedReport } from '../../core/sim/index.ts';
import type { ReactBackend } from '../../core/run/index.ts';
import { loadO200kCounter, type TokenCounter } from '../../core/tokens/index.ts';
import { startSimulators, type SimulatorConnection } from '../../sim-browser/start-simulators.ts';

export interface Simulators {
  connection: SimulatorConnection;
  countTokens: TokenCounter;
  /** The simulated provider as a run backend. */
  backend(provider: ProviderId): ReactBackend<SimulatedReport>;
}

let pending: Promise<Simulators> | undefined;

export function loadSimulators(): Promise<Simulators> {
  pending ??= Promise.all([startSimulators(), loadO200kCounter()]).then(([connection, countTokens]) => ({
    connection,
    countTokens,
    backend: (provider) => simulatedBackend({ provider, transport: connection.transport, countTokens }),
  }));
  // A chunk that could not be fetched is tried again on the next visit.
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
