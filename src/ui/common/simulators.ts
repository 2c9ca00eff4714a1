// What every page that runs on the simulated APIs needs before its first run: the simulators started (service
// worker or in-page), once per tab; and the backend for a provider over them. The o200k_base counter is not
// waited for: runs count with it once it has loaded (counted.ts starts the load when a run has ended).
import type { ProviderId } from '../../core/providers/index.ts';
import { simulatedBackend, type SimulatedReport } from '../../core/sim/index.ts';
import type { ReactBackend } from '../../core/run/index.ts';
import { o200kCounter } from '../../core/tokens/index.ts';
import { startSimulators, type SimulatorConnection } from '../../sim-browser/start-simulators.ts';

export interface Simulators {
  connection: SimulatorConnection;
  /** The simulated provider as a run backend; `stream`: its SDK asks for server-sent events. */
  backend(provider: ProviderId, options?: { stream?: boolean }): ReactBackend<SimulatedReport>;
}

let pending: Promise<Simulators> | undefined;

export function loadSimulators(): Promise<Simulators> {
  pending ??= startSimulators().then((connection) => ({
    connection,
    backend: (provider, options) =>
      simulatedBackend({ provider, transport: connection.transport, countTokens: o200kCounter, ...(options?.stream ? { stream: true } : {}) }),
  }));
  // A chunk that could not be fetched is tried again on the next visit.
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
