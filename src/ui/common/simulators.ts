// What every page that runs on the simulated APIs needs before its first run: the simulators started (service
// worker or in-page), once per tab, and the page's counting worker started; and the backend for a provider over
// them, counting its requests in that worker. Where the simulators answer in the page, they count their `usage`
// in the worker too, so its encoder is awaited here, before any request (and its client timeout) starts.
import type { ProviderId } from '../../core/providers/index.ts';
import { simulatedBackend, type SimulatedReport } from '../../core/sim/index.ts';
import type { ReactBackend } from '../../core/run/index.ts';
import { startSimulators, type SimulatorConnection } from '../../sim-browser/start-simulators.ts';
import { pageCounter } from '../../token-worker/token-counter.ts';

export interface Simulators {
  connection: SimulatorConnection;
  /** The simulated provider as a run backend; `stream`: its SDK asks for server-sent events. */
  backend(provider: ProviderId, options?: { stream?: boolean }): ReactBackend<SimulatedReport>;
}

let pending: Promise<Simulators> | undefined;

export function loadSimulators(): Promise<Simulators> {
  pending ??= start();
  // A chunk that could not be fetched is tried again on the next visit.
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}

async function start(): Promise<Simulators> {
  pageCounter.start();
  const connection = await startSimulators();
  // A counter that cannot load answers at once (false): the in-page simulators then say their usage is a bound.
  if (connection.mode === 'in-page') await pageCounter.ready();
  return {
    connection,
    backend: (provider, options) =>
      simulatedBackend({ provider, transport: connection.transport, countTokens: pageCounter, ...(options?.stream ? { stream: true } : {}) }),
  };
}
