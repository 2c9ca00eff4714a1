// The lesson's bench: k runs (k ≤ 8) of every task under every design on every backend, as jobs of the eval's one
// loop (eval-loop.ts), each through `run(plan, backend)` like any run of the lab and scored as it finishes. Run r
// of a base seed s plays policy seed 16·s + r: same options, same results (the time each run took aside).
// `playEvalRun` plays one of those runs alone: a finished run again (its trace, after a reload), or a fork of it
// with the student's edits, scored like the rest.
import type { RunEdit } from '../agent/edits.ts';
import type { PlanEdit } from '../agent/plan/plan-edits.ts';
import type { PlanTrace } from '../agent/plan/plan-trace.ts';
import { narrowFork, type Fork } from '../run/fork.ts';
import type { SettingsLayer, ToolProtocol } from '../agent/run-settings.ts';
import type { Trace } from '../agent/trace.ts';
import type { VerifierOptions } from '../agent/verify/verifier-options.ts';
import { PLAN_KIND } from '../run/kinds/plan-kind.ts';
import { REACT_KIND } from '../run/kinds/react-kind.ts';
import { run } from '../run/run.ts';
import type { ToolKit } from '../tools/tool-kit-types.ts';
import type { EvalBackend, EvalRunContext } from './eval-backend.ts';
import { runEvalJobs, type EvalJob, type EvalLoopOptions, type EvalOutcome } from './eval-loop.ts';
import { EVAL_DESIGNS, planDesignPlan, reactDesignPlan, referenceCallCount, type DesignId } from './eval-designs.ts';
import { resultKey, runSeed, type EvalResult } from './eval-record.ts';
import type { EvalTask } from './eval-task.ts';
import { scoreRun } from './score-run.ts';

export const MAX_K = 8;

export interface EvalOptions extends EvalLoopOptions {
  tasks: readonly EvalTask[];
  designs: readonly DesignId[];
  backends: readonly EvalBackend[];
  /** Runs per task, 1 … MAX_K. */
  k: number;
  /** The tool kit over the data the tasks were generated from (or its poisoned variant). */
  kit: ToolKit;
  /** `clean` unless told: `attack` scores the answers for the injection's goal too. */
  variant?: string;
  /** The attack bench's defences, as its results name them (attack-eval.ts): they tell its configurations apart. */
  defences?: string;
  seed?: number;
  protocol?: ToolProtocol;
  settings?: SettingsLayer;
  verifier?: VerifierOptions;
  /** The verifier as a gate: a flagged answer is withheld, so it neither passes nor carries an attack. */
  gate?: boolean;
  /** Milliseconds, for each run's time (performance.now by default). */
  now?(): number;
}

interface PlannedRun {
  task: EvalTask;
  design: DesignId;
  backend: EvalBackend;
  run: number;
}

/** One run of the eval with what it shares with its bench (the kit, the base seed, the settings). */
export type EvalRunRequest = PlannedRun &
  Pick<EvalOptions, 'kit' | 'variant' | 'defences' | 'seed' | 'protocol' | 'settings' | 'verifier' | 'gate' | 'now'> & {
    /** A fork: the student's edits (a plan-and-execute run's, or the loop's) and its parent, played on the run's backend and seed. */
    fork?: Fork<RunEdit | PlanEdit, Trace | PlanTrace>;
  };

export function plannedRuns(options: Pick<EvalOptions, 'tasks' | 'designs' | 'backends' | 'k'>): PlannedRun[] {
  if (!Number.isInteger(options.k) || options.k < 1 || options.k > MAX_K) throw new RangeError(`k must be an integer from 1 to ${MAX_K}`);
  const out: PlannedRun[] = [];
  for (const backend of options.backends) {
    for (const design of options.designs) {
      if (design === 'plan-and-execute' && !backend.plan) continue;
      for (const task of options.tasks) {
        if (!EVAL_DESIGNS[design].appliesTo(task)) continue;
        for (let r = 0; r < options.k; r++) out.push({ task, design, backend, run: r });
      }
    }
  }
  return out;
}

/** The bench's runs as jobs of the eval's loop. */
export function evalJobs(options: Omit<EvalOptions, keyof EvalLoopOptions>): EvalJob[] {
  const variant = options.variant ?? 'clean';
  return plannedRuns(options).map((p) => ({
    key: resultKey({ taskId: p.task.id, design: p.design, backend: p.backend.id, variant, run: p.run, ...(options.defences !== undefined ? { defences: options.defences } : {}) }),
    backend: p.backend.id,
    play: () => playEvalRun({ ...options, ...p, variant }),
  }));
}

/** @example const { results } = await runEval({ tasks, designs: ['react-basic'], backends: [policyBackend(…)], k: 4, kit }) */
export function runEval(options: EvalOptions): Promise<EvalOutcome> {
  return runEvalJobs(evalJobs(options), options);
}

/** One run, played and scored; the same request gives the same result (its time aside). */
export async function playEvalRun(request: EvalRunRequest): Promise<{ result: EvalResult; trace: Trace | PlanTrace }> {
  const variant = request.variant ?? 'clean';
  const now = request.now ?? (() => performance.now());
  const context: EvalRunContext = {
    task: request.task,
    design: request.design,
    seed: runSeed(request.seed ?? 0, request.run),
    protocol: request.protocol ?? 'native',
  };
  const started = now();
  const { scored, trace } = await playOne(request, context, variant);
  const result: EvalResult = {
    taskId: request.task.id,
    suite: request.task.suite,
    kind: request.task.kind,
    design: request.design,
    backend: request.backend.id,
    variant,
    ...(request.defences !== undefined ? { defences: request.defences } : {}),
    run: request.run,
    seed: context.seed,
    ...scored,
    ms: Math.max(0, now() - started),
  };
  return { result, trace };
}

async function playOne(request: EvalRunRequest, context: EvalRunContext, variant: string) {
  const trace = await playDesign(request, context);
  const labelling = { kit: request.kit, offered: EVAL_DESIGNS[request.design].offered, referenceCount: referenceCallCount(request.task, request.design) };
  return { scored: scoreRun(trace, labelling, { task: request.task, gate: request.gate ?? false, attack: variant === 'attack' }), trace };
}

/** The run's design played on its backend, with the fork's edits and parent of the design's kind. */
async function playDesign(request: EvalRunRequest, context: EvalRunContext): Promise<Trace | PlanTrace> {
  if (request.design === 'plan-and-execute') {
    const backend = request.backend.plan?.(context);
    if (!backend) throw new Error(`${request.backend.id} cannot play plan and execute`);
    return (await run(planDesignPlan(request.task, request.kit, narrowFork(request.fork, PLAN_KIND)), backend)).trace;
  }
  const { backend, script } = request.backend.react(context);
  const reactFork = narrowFork(request.fork, REACT_KIND);
  const plan = reactDesignPlan(request.design, request.task, {
    kit: request.kit,
    ...(script ? { script } : {}),
    protocol: context.protocol,
    ...(request.settings ? { settings: request.settings } : {}),
    ...(request.verifier ? { verifier: request.verifier } : {}),
    ...(reactFork ? { fork: reactFork } : {}),
  });
  return (await run(plan, backend)).trace;
}
