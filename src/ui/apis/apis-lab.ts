// What the page needs before its first run: the lesson's tools over the course data and the simulators
// (common/runs/simulators.ts), loaded once, in parallel, shared by every run; and a request's run: the
// lesson scenario's plan on the provider's simulated backend, its tools called by the loop or over MCP.
import type { Trace } from '../../core/agent/index.ts';
import type { DataFileError } from '../../core/data/index.ts';
import { lessonScenarioPlan } from '../../core/labs/index.ts';
import { preloadAdapters, type ProviderId } from '../../core/shapes/index.ts';
import { run, type ReactFork, type RunControl, type RunRecord } from '../../core/run/index.ts';
import type { SimulatedReport } from '../../core/sim/index.ts';
import { createLessonToolKit, type ToolKit } from '../../core/tools/index.ts';
import { loadBrowserMarketData } from '../common/market-data/market-data-store.ts';
import type { RunWork } from '../common/runs/run-store.svelte.ts';
import { loadSimulators, type Simulators } from '../common/runs/simulators.ts';
import { mcpToolSource } from '../../mcp-browser/mcp-tool-source.ts';
import type { RunRequest } from './run-requests.ts';

/** One run of the page: the lesson's runs report nothing besides the trace but the script's play. */
export type ApisRun = RunRecord<undefined, SimulatedReport>;

export interface ApisLab {
  /** The lesson's tools over the course data. */
  kit: ToolKit;
  simulators: Simulators;
  dataErrors: readonly DataFileError[];
  /**
   * `control`: a live step-through's hold before each request, and where the run shows itself as it ended while
   * its counts come; `fork`: a fork's edits (the same plan, the student's changes replayed) and parent.
   */
  run(request: RunRequest, control?: RunControl<Trace, ApisRun>, fork?: ReactFork): Promise<ApisRun>;
}

let pending: Promise<ApisLab> | undefined;

export function loadApisLab(): Promise<ApisLab> {
  pending ??= (async () => {
    const [loaded, simulators] = await Promise.all([loadBrowserMarketData(), loadSimulators()]);
    const kit = createLessonToolKit(loaded.data);
    return { kit, simulators, dataErrors: loaded.errors, run: (request, control, fork) => playRequest(kit, simulators, request, control, fork) };
  })();
  // A failed load (a chunk or file that could not be fetched) is tried again on the next visit.
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}

/**
 * A request's run as the page's run store plays it: every SDK the page's runs use (`providers`) is loaded before
 * its first request (see preloadAdapters), fetched while the data loads rather than after; both are asked for
 * when the run starts (a run waiting for its turn has no live hold yet).
 */
export function requestWork(request: RunRequest, providers: () => readonly ProviderId[], control: () => RunControl<Trace, ApisRun> | undefined): RunWork<ApisRun> {
  return (shown) => {
    const live = control();
    return Promise.all([loadApisLab(), preloadAdapters(providers())]).then(([lab]) => playRequest(lab.kit, lab.simulators, request, { ...live, ended: shown }));
  };
}

/** The lesson scenario's plan on the provider's simulated backend (a fork's edits replayed on it). */
function playRequest(kit: ToolKit, simulators: Simulators, request: RunRequest, control?: RunControl<Trace, ApisRun>, fork?: ReactFork): Promise<ApisRun> {
  const { provider, scenario, settings } = request;
  const { limits, switches, profile, approval, via } = settings;
  const toolSource = via === 'mcp' ? mcpToolSource('lesson') : undefined;
  const plan = lessonScenarioPlan({ scenario, kit, limits, switches, approval, wireProfile: profile, ...(fork ? { fork } : {}), ...(toolSource ? { toolSource } : {}) });
  return run(plan, simulators.backend(provider, { stream: settings.stream }), control);
}
