// What the page needs before its first run: the lesson's tools over the course data and the simulators
// (common/simulators.ts), loaded once, in parallel, shared by every run; and a request's run: the
// lesson scenario's plan on the provider's simulated backend.
import type { RunEdit } from '../../core/agent/index.ts';
import type { DataFileError } from '../../core/data/index.ts';
import { lessonScenarioPlan, run, type RunRecord } from '../../core/run/index.ts';
import type { LiveControl } from '../common/trace/live-step.svelte.ts';
import type { SimulatedReport } from '../../core/sim/index.ts';
import { createLessonToolKit } from '../../core/tools/index.ts';
import { loadBrowserMarketData } from '../common/market-data/market-data-store.ts';
import { loadSimulators, type Simulators } from '../common/simulators.ts';
import type { RunRequest } from './run-requests.ts';

/** One run of the page: the lesson's runs report nothing besides the trace but the script's play. */
export type ApisRun = RunRecord<undefined, SimulatedReport>;

export interface ApisLab {
  simulators: Simulators;
  dataErrors: readonly DataFileError[];
  /**
   * `live`: the run's control once its question is known (a live step-through holds it before each request);
   * `counting`: shows the run as it ended while its counts come; `edits`: a fork's (the same plan, the student's
   * changes replayed).
   */
  run(request: RunRequest, control: { live?: LiveControl; counting?: (ended: ApisRun) => void }, edits?: readonly RunEdit[]): Promise<ApisRun>;
}

let pending: Promise<ApisLab> | undefined;

export function loadApisLab(): Promise<ApisLab> {
  pending ??= (async () => {
    const [loaded, simulators] = await Promise.all([loadBrowserMarketData(), loadSimulators()]);
    const kit = createLessonToolKit(loaded.data);
    return {
      simulators,
      dataErrors: loaded.errors,
      run: ({ provider, scenario, settings }, { live, counting }, edits) => {
        const plan = lessonScenarioPlan({ scenario, kit, limits: settings.limits, switches: settings.switches, wireProfile: settings.profile, edits });
        return run(plan, simulators.backend(provider, { stream: settings.stream }), { ...live?.(plan.question), ...(counting ? { counting } : {}) });
      },
    };
  })();
  // A failed load (a chunk or file that could not be fetched) is tried again on the next visit.
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
