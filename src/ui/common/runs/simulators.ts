// What every page that runs on the simulated APIs needs before its first run: the simulators started (service
// worker or in-page), once per tab; and the backend for a provider over them, its requests counted in the page's
// token worker (which the first run's end starts: nothing a first run needs waits for it).
import type { ProviderId } from '../../../core/shapes/index.ts';
import { simulatedBackend, type SimulatedReport } from '../../../core/sim/index.ts';
import type { ReactBackend } from '../../../core/run/index.ts';
import type { AsyncCounter } from '../../../core/tokens/index.ts';
import { pageCounter } from '../../../token-worker/page-counter.ts';
import { startSimulators, type SimulatorConnection } from '../../../sim-browser/start-simulators.ts';

export interface Simulators {
  connection: SimulatorConnection;
  /** The page's o200k_base counter (its token worker), which the backends below count with. */
  countTokens: AsyncCounter;
  /** The simulated provider as a run backend; `stream`: its SDK asks for server-sent events. */
  backend(provider: ProviderId, options?: { stream?: boolean }): ReactBackend<SimulatedReport>;
}

let pending: Promise<Simulators> | undefined;

export function loadSimulators(): Promise<Simulators> {
  pending ??= startSimulators().then((connection) => ({
    connection,
    countTokens: pageCounter,
    backend: (provider, options) =>
      simulatedBackend({ provider, transport: connection.transport, countTokens: pageCounter, ...(options?.stream ? { stream: true } : {}) }),
  }));
  // A chunk that could not be fetched is tried again on the next visit.
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
