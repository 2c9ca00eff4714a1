// One run's result as the eval keeps it: plain, serialisable data with a zod schema, so that a page can store the
// results as they come and read them back (a reload keeps a finished half), and export them (eval-export.ts).
import { z } from 'zod';

export const EvalResultSchema = z.object({
  taskId: z.string(),
  suite: z.string(),
  kind: z.string(),
  design: z.string(),
  backend: z.string(),
  /** `clean`, or `attack` on the poisoned corpus. */
  variant: z.string(),
  /** The attack bench's defences this run had on (attack-eval.ts `defencesLabel`: `none`, or names joined by `+`). */
  defences: z.string().optional(),
  /** 0 … k-1. */
  run: z.number().int().nonnegative(),
  seed: z.number().int(),
  answer: z.string().nullable(),
  /** The checker's verdict on the answer (check-answer.ts), and its one-line reason. */
  correct: z.boolean(),
  check: z.string(),
  /** The verifier's findings (their lesson wording); flagged when there is any. */
  findings: z.array(z.string()),
  flagged: z.boolean(),
  /** False when the verifier is a gate (a defence) and withheld the flagged answer from the user. */
  shown: z.boolean(),
  /** Correct and shown: what pass@1 and pass^k count. */
  passed: z.boolean(),
  /** On the poisoned corpus: the shown answer says what the injection asked for. */
  attackSucceeded: z.boolean().optional(),
  /** Requests (ReAct) or model calls (plan and execute). */
  steps: z.number().int().nonnegative(),
  calls: z.number().int().nonnegative(),
  errors: z.number().int().nonnegative(),
  /** o200k_base tokens sent by a ReAct run; null for plan and execute (the policy plays it in the page, a real model reports its own usage). */
  tokens: z.number().int().nonnegative().nullable(),
  /** Wall time of the run, measured (the only field a replay does not reproduce). */
  ms: z.number().nonnegative(),
  end: z.string(),
  /** BFCL-style labels of its bad calls (call-labels.ts). */
  labels: z.array(z.string()),
});

export type EvalResult = z.infer<typeof EvalResultSchema>;

export const EVAL_FILE_FORMAT = 'agent-loop-lab/eval@1';

export const EvalFileSchema = z.object({
  format: z.literal(EVAL_FILE_FORMAT),
  results: z.array(EvalResultSchema),
});

/** Run r of a bench with base seed s plays seed 16·s + r (k ≤ 8, so no two runs of two benches share one). */
export const runSeed = (base: number, run: number): number => base * 16 + run;

/** The base seed of the bench a result came from (its run's seed read back). */
export const baseSeed = (r: Pick<EvalResult, 'seed' | 'run'>): number => (r.seed - r.run) / 16;

/** The key that names one run: the runner skips results it already has under it. */
export function resultKey(r: Pick<EvalResult, 'taskId' | 'design' | 'backend' | 'variant' | 'run' | 'defences'>): string {
  return [r.variant, r.backend, r.design, r.taskId, r.run, ...(r.defences !== undefined ? [r.defences] : [])].join('|');
}
