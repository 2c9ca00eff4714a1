// What Run plays for the page's set-up: the lesson suite through runEval (its first n tasks × the designs × the
// backends, k runs each), then each companion lab's question set through runLabSuite on each backend; and the
// attack section through runAttackEval. Runs already kept are skipped (runEval's `done`; a lab's set, which has no
// `done`, is played again whole unless all its runs are kept: it is a handful of questions).
import type { MarketData } from '../../core/data/index.ts';
import {
  attackTasks,
  generateLessonTasks,
  plannedRuns,
  runAttackEval,
  runEval,
  runLabSuite,
  type EvalBackend,
  type EvalResult,
} from '../../core/eval/index.ts';
import { isLabId, labInfo, type LabId } from '../../core/labs/index.ts';
import { isProviderId } from '../../core/providers/index.ts';
import { createLessonToolKit } from '../../core/tools/index.ts';
import type { RealRecipe } from '../common/real-api/real-recipe.ts';
import type { Simulators } from '../common/simulators.ts';
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
}

export function evalBackends(inputs: BenchInputs): EvalBackend[] {
  return inputs.state.backends.flatMap((b): EvalBackend[] => {
    if (isProviderId(b)) return [simulatedEvalBackend(inputs.simulators, b, inputs.state.knobs)];
    if (b === 'real') return inputs.real ? [realEvalBackend(inputs.real)] : [];
    return inputs.local ? [localEvalBackend(inputs.local)] : [];
  });
}

function labBackends(inputs: BenchInputs): LabSuiteBackend[] {
  return inputs.state.backends.flatMap((b): LabSuiteBackend[] => {
    if (isProviderId(b)) return [simulatedLabBackend(inputs.simulators, b)];
    if (b === 'real') return inputs.real ? [realLabBackend(inputs.real)] : [];
    return inputs.local ? [localLabBackend(inputs.local)] : [];
  });
}

const labsOf = (state: EvalPageState): LabId[] =>
  state.suites.flatMap((s) => {
    const id = s.replace(/^lab:/, '');
    return s.startsWith('lab:') && isLabId(id) ? [id] : [];
  });

export function lessonTasks(inputs: Pick<BenchInputs, 'state' | 'data'>) {
  return inputs.state.suites.includes('lesson') ? generateLessonTasks(inputs.data).slice(0, inputs.state.tasks) : [];
}

/** How many runs the set-up plays, and how many of them ask a real model (what a real bench costs). */
export function plannedCount(inputs: BenchInputs): { total: number; real: number } {
  const planned = plannedRuns({ tasks: lessonTasks(inputs), designs: inputs.state.designs, backends: evalBackends(inputs), k: inputs.state.k });
  const realLesson = planned.filter((p) => p.backend.id.startsWith('real:')).length;
  const perBackend = labsOf(inputs.state).reduce((n, lab) => n + labInfo(lab).questions.length * inputs.state.k, 0);
  const backends = labBackends(inputs);
  const realLabs = backends.filter((b) => b.id.startsWith('real:')).length * perBackend;
  return { total: planned.length + perBackend * backends.length, real: realLesson + realLabs };
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

/** The attack bench's kept results of the set-up (its key holds the defences; the designs, backends and k are read here). */
export function attackInSetup(results: readonly EvalResult[], inputs: BenchInputs): EvalResult[] {
  const ids = evalBackends(inputs).map((b) => b.id);
  return results.filter((r) => r.run < inputs.state.k && ids.includes(r.backend) && (inputs.state.designs as readonly string[]).includes(r.design));
}

export function backendIds(inputs: BenchInputs): string[] {
  return [...new Set([...evalBackends(inputs).map((b) => b.id), ...labBackends(inputs).map((b) => b.id)])];
}

export function benchPlay(inputs: BenchInputs): (context: PlayContext) => Promise<{ cancelled: boolean }> {
  return async (context) => {
    const { state } = inputs;
    const total = plannedCount(inputs).total;
    let finished = 0;
    const lesson = await runEval({
      tasks: lessonTasks(inputs),
      designs: state.designs,
      backends: evalBackends(inputs),
      k: state.k,
      kit: createLessonToolKit(inputs.data),
      seed: state.seed,
      done: context.done,
      control: context.control,
      onResult: (result, progress, trace) => {
        finished = progress.done;
        context.onResult(result, { done: finished, total }, trace);
      },
    });
    if (lesson.cancelled) return { cancelled: true };
    finished = lesson.results.length;
    for (const lab of labsOf(state)) {
      const suite = `lab:${lab}`;
      const runs = labInfo(lab).questions.length * state.k;
      for (const b of labBackends(inputs)) {
        const kept = context.done.filter((r) => r.suite === suite && r.backend === b.id && r.run < state.k);
        if (kept.length >= runs) {
          finished += runs;
          continue;
        }
        const played = await runLabSuite({
          lab,
          backend: b.backend,
          backendId: b.id,
          scripted: b.scripted,
          k: state.k,
          control: context.control,
          onResult: (result) => context.onResult(result, { done: ++finished, total }),
        });
        if (played.cancelled) return { cancelled: true };
      }
    }
    return { cancelled: false };
  };
}

/** The attack bench's runs: the attack's tasks on both corpora; how many ask a real model. */
export function attackPlannedCount(inputs: BenchInputs): { total: number; real: number } {
  const planned = plannedRuns({ tasks: attackTasks(inputs.data), designs: inputs.state.designs, backends: evalBackends(inputs), k: inputs.state.k });
  return { total: 2 * planned.length, real: 2 * planned.filter((p) => p.backend.id.startsWith('real:')).length };
}

/** The attack section's bench: the attack's tasks on the clean and the poisoned corpus, the defences as set. */
export function attackPlay(inputs: BenchInputs): (context: PlayContext) => Promise<{ cancelled: boolean }> {
  return async (context) => {
    const { state } = inputs;
    const total = attackPlannedCount(inputs).total;
    let finished = 0;
    // runAttackEval has no `done`: the attack's bench is small (five tasks), so it plays whole each time.
    const report = await runAttackEval({
      data: inputs.data,
      designs: state.designs,
      backends: evalBackends(inputs),
      k: state.k,
      defences: state.defences,
      seed: state.seed,
      control: context.control,
      onResult: (result) => context.onResult(result, { done: ++finished, total }),
    });
    return { cancelled: report.cancelled };
  };
}

/** AgentDojo's three figures of an attack bench's results (as runAttackEval reports them). */
export function attackFigures(results: readonly EvalResult[]): { without: number | null; under: number | null; success: number | null } {
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
