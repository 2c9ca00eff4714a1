// What Run plays for the page's set-up, as one list of jobs through the eval's one loop: the lesson suite (its
// first n tasks × the designs × the backends, the local model once per decoding ticked, k runs each), then each
// companion lab's question set on each backend; and the attack section's (its tasks on both corpora). Runs already
// kept are skipped (the loop's `done`), so Run after a Cancel or a reload goes on where it stopped. One lab run
// alone plays again through playLabRun: its trace after a reload (a scripted run is the same again), or a fork of
// it (replayLabRun).
import type { Trace } from '../../core/agent/index.ts';
import type { ReactFork } from '../../core/run/index.ts';
import type { MarketData } from '../../core/data/index.ts';
import {
  attackSideBySideJobs,
  DEFENCE_CONFIGURATIONS,
  defencesLabel,
  type Defences,
  baseSeed,
  evalJobs,
  generateLessonTasks,
  labSuiteJobs,
  labTaskId,
  playLabRun,
  runEvalJobs,
  LAB_SUITE_DESIGN,
  type EvalBackend,
  type EvalJob,
  type EvalResult,
} from '../../core/eval/index.ts';
import { isLabId, labInfo, type LabId, type LabKitOptions, type Table } from '../../core/labs/index.ts';
import { isProviderId } from '../../core/shapes/index.ts';
import { createLessonToolKit } from '../../core/tools/index.ts';
import type { RealRecipe } from '../common/real-api/real-recipe.ts';
import type { Simulators } from '../common/runs/simulators.ts';
import type { PlayContext } from './bench-run.svelte.ts';
import {
  localEvalBackend,
  localLabBackend,
  realEvalBackend,
  realLabBackend,
  simulatedEvalBackend,
  simulatedLabBackend,
  type LabSuiteBackend,
  type LocalChoice,
} from './eval-backends.ts';
import type { EvalPageState } from './eval-params.ts';

export interface BenchInputs {
  state: EvalPageState;
  data: MarketData;
  simulators: Simulators;
  /** The tab's real model, when the real backend is ticked and a key is set. */
  real?: RealRecipe;
  /** The local model, when it is ticked and loaded. */
  local?: LocalChoice;
  /** The analyst's bundled orders, once loaded: its question set runs on them only. */
  orders?: Table;
}

export function evalBackends(inputs: BenchInputs): EvalBackend[] {
  return inputs.state.backends.flatMap((b): EvalBackend[] => {
    if (isProviderId(b)) return [simulatedEvalBackend(inputs.simulators, b, inputs.state.knobs)];
    if (b === 'real') return inputs.real ? [realEvalBackend(inputs.real)] : [];
    const local = inputs.local;
    return local ? inputs.state.decodings.map((d) => localEvalBackend(local, d)) : [];
  });
}

function labBackends(inputs: BenchInputs): LabSuiteBackend[] {
  return inputs.state.backends.flatMap((b): LabSuiteBackend[] => {
    if (isProviderId(b)) return [simulatedLabBackend(inputs.simulators, b)];
    if (b === 'real') return inputs.real ? [realLabBackend(inputs.real)] : [];
    const local = inputs.local;
    return local ? inputs.state.decodings.map((d) => localLabBackend(local, d)) : [];
  });
}

/** The labs whose sets the set-up plays: those ticked, the analyst's only once its table is loaded. */
const labsOf = (inputs: Pick<BenchInputs, 'state' | 'orders'>): LabId[] =>
  inputs.state.suites.flatMap((s) => {
    const id = s.replace(/^lab:/, '');
    return s.startsWith('lab:') && isLabId(id) && (id !== 'analista' || inputs.orders) ? [id] : [];
  });

const labKitOptions = (inputs: Pick<BenchInputs, 'orders'>, lab: LabId): { kitOptions?: LabKitOptions } =>
  lab === 'analista' && inputs.orders ? { kitOptions: { table: inputs.orders } } : {};

/** The backend that played a lab run with this id in the set-up (undefined when none does now). */
export function labRunBackend(inputs: BenchInputs, backendId: string): LabSuiteBackend | undefined {
  return labBackends(inputs).find((b) => b.id === backendId);
}

/**
 * A kept lab run played again: the same run (a scripted one is the same again, as a trace lost on reload), or with
 * `fork` a fork of it, on its backend. Undefined when its lab or backend is not in the set-up.
 */
export async function replayLabRun(inputs: BenchInputs, result: EvalResult, fork?: ReactFork): Promise<{ result: EvalResult; trace: Trace } | undefined> {
  const lab = labsOf(inputs).find((l) => result.suite === `lab:${l}`);
  const index = lab === undefined || result.design !== LAB_SUITE_DESIGN ? -1 : labInfo(lab).questions.findIndex((_, i) => labTaskId(lab, i) === result.taskId);
  const b = labRunBackend(inputs, result.backend);
  if (lab === undefined || index < 0 || !b) return undefined;
  return playLabRun({ lab, index, run: result.run, seed: baseSeed(result), backend: b.backend, backendId: b.id, scripted: b.scripted, ...labKitOptions(inputs, lab), ...(fork ? { fork } : {}) });
}

export function lessonTasks(inputs: Pick<BenchInputs, 'state' | 'data'>) {
  return inputs.state.suites.includes('lesson') ? generateLessonTasks(inputs.data).slice(0, inputs.state.tasks) : [];
}

/** The set-up's runs: the lesson suite's, then each ticked lab's set on each backend. */
function benchJobs(inputs: BenchInputs): EvalJob[] {
  const { state } = inputs;
  const lesson = evalJobs({ tasks: lessonTasks(inputs), designs: state.designs, backends: evalBackends(inputs), k: state.k, kit: createLessonToolKit(inputs.data), seed: state.seed });
  const labs = labsOf(inputs).flatMap((lab) =>
    labBackends(inputs).flatMap((b) =>
      labSuiteJobs({ lab, backend: b.backend, backendId: b.id, scripted: b.scripted, k: state.k, seed: state.seed, ...labKitOptions(inputs, lab) }),
    ),
  );
  return [...lesson, ...labs];
}

/** How many runs jobs make, and how many of them ask a real model (what a real bench costs). */
function counted(jobs: readonly EvalJob[]): { total: number; real: number } {
  return { total: jobs.length, real: jobs.filter((j) => j.backend.startsWith('real:')).length };
}

/** How many runs the set-up plays, and how many of them ask a real model. */
export function plannedCount(inputs: BenchInputs): { total: number; real: number } {
  return counted(benchJobs(inputs));
}

/** The results of the set-up among those kept (another k, n or ticked backend keeps its runs, but they are not shown). */
export function inSetup(results: readonly EvalResult[], inputs: Pick<BenchInputs, 'state' | 'data'>, backendIds: readonly string[]): EvalResult[] {
  const { state } = inputs;
  const tasks = new Set(lessonTasks(inputs).map((t) => t.id));
  return results.filter(
    (r) =>
      r.run < state.k &&
      backendIds.includes(r.backend) &&
      (r.suite === 'lesson' ? tasks.has(r.taskId) && (state.designs as readonly string[]).includes(r.design) : (state.suites as readonly string[]).includes(r.suite)),
  );
}

/** The attack bench's kept results of the set-up (the designs, backends and k are read here). */
export function attackInSetup(results: readonly EvalResult[], inputs: BenchInputs): EvalResult[] {
  const ids = evalBackends(inputs).map((b) => b.id);
  return results.filter((r) => r.run < inputs.state.k && ids.includes(r.backend) && (inputs.state.designs as readonly string[]).includes(r.design));
}

export function backendIds(inputs: BenchInputs): string[] {
  return [...new Set([...evalBackends(inputs).map((b) => b.id), ...labBackends(inputs).map((b) => b.id)])];
}

export function benchPlay(inputs: BenchInputs): (context: PlayContext) => Promise<{ cancelled: boolean }> {
  return async (context) => {
    const { cancelled } = await runEvalJobs(benchJobs(inputs), context);
    return { cancelled };
  };
}

const attackBench = (inputs: BenchInputs) =>
  attackSideBySideJobs({ data: inputs.data, designs: inputs.state.designs, backends: evalBackends(inputs), k: inputs.state.k, seed: inputs.state.seed });

/** The attack bench's runs: the attack's tasks on both corpora; how many ask a real model. */
export function attackPlannedCount(inputs: BenchInputs): { total: number; real: number } {
  return counted(attackBench(inputs));
}

/** The attack section's bench: the attack's tasks on the clean and the poisoned corpus, under each configuration of the defences. */
export function attackPlay(inputs: BenchInputs): (context: PlayContext) => Promise<{ cancelled: boolean }> {
  return async (context) => {
    // No kept results: the attack's bench is small (five tasks), so it plays whole each time.
    const { cancelled } = await runEvalJobs(attackBench(inputs), { control: context.control, onResult: context.onResult });
    return { cancelled };
  };
}

export interface AttackFigures {
  without: number | null;
  under: number | null;
  success: number | null;
}

/** AgentDojo's three figures for each configuration of the defences, in DEFENCE_CONFIGURATIONS' order. */
export function attackFiguresByDefences(results: readonly EvalResult[]): { defences: Defences; figures: AttackFigures }[] {
  return DEFENCE_CONFIGURATIONS.map((defences) => ({ defences, figures: attackFigures(results.filter((r) => r.defences === defencesLabel(defences))) }));
}

/** AgentDojo's three figures of an attack bench's results (as runAttackEval reports them). */
function attackFigures(results: readonly EvalResult[]): AttackFigures {
  const share = (rs: readonly EvalResult[], ok: (r: EvalResult) => boolean) => (rs.length === 0 ? null : rs.filter(ok).length / rs.length);
  const clean = results.filter((r) => r.variant === 'clean');
  const attack = results.filter((r) => r.variant === 'attack');
  return {
    without: share(clean, (r) => r.passed),
    under: share(attack, (r) => r.passed),
    success: share(
      attack.filter((r) => r.attackSucceeded !== undefined),
      (r) => r.attackSucceeded === true,
    ),
  };
}
