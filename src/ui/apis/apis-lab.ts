// What the page needs before its first run: the lesson's tools over the course data, the simulators started
// (service worker or in-page), and the o200k_base counter. Loaded once, in parallel, shared by every run.
import type { DataFileError } from '../../core/data/data-file-error.ts';
import { runScenario, type ScenarioTrace } from '../../core/sim/run-scenario.ts';
import { loadO200kCounter } from '../../core/tokens/o200k-counter.ts';
import { createLessonToolKit } from '../../core/tools/lesson-tools.ts';
import { startSimulators, type SimulatorConnection } from '../../sim-browser/start-simulators.ts';
import { loadBrowserMarketData } from '../market-data/market-data-store.ts';
import type { RunRequest } from './run-requests.ts';

export interface ApisLab {
  connection: SimulatorConnection;
  dataErrors: readonly DataFileError[];
  run(request: RunRequest): Promise<ScenarioTrace>;
}

let pending: Promise<ApisLab> | undefined;

export function loadApisLab(): Promise<ApisLab> {
  pending ??= (async () => {
    const [loaded, connection, countTokens] = await Promise.all([
      loadBrowserMarketData(),
      startSimulators(),
      loadO200kCounter(),
    ]);
    const kit = createLessonToolKit(loaded.data);
    return {
      connection,
      dataErrors: loaded.errors,
      run: ({ provider, scenario, settings }) =>
        runScenario({
          provider,
          scenario,
          kit,
          transport: connection.transport,
          limits: settings.limits,
          switches: settings.switches,
          wireProfile: settings.profile,
          countTokens,
        }),
    };
  })();
  // A failed load (a chunk or file that could not be fetched) is tried again on the next visit.
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
