// What every lab page needs before its first simulated run: the simulators started (service worker or in-page)
// and the o200k_base counter. Loaded once per tab, in parallel, shared by every run.
import { loadO200kCounter } from '../../core/tokens/o200k-counter.ts';
import { startSimulators, type SimulatorConnection } from '../../sim-browser/start-simulators.ts';
import type { Simulators } from './lab-plays.ts';

export interface LabContext {
  connection: SimulatorConnection;
  simulators: Simulators;
}

let pending: Promise<LabContext> | undefined;

export function loadLabContext(): Promise<LabContext> {
  pending ??= Promise.all([startSimulators(), loadO200kCounter()]).then(([connection, countTokens]) => ({
    connection,
    simulators: { transport: connection.transport, countTokens },
  }));
  // A chunk that could not be fetched is tried again on the next visit.
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
