// The #/eval page's state as hash params, so that a teacher's link sets up the same bench (same seed, knobs and
// k: the same results):
//   suites     lesson and/or companion labs' question sets, comma-separated (`suites=lesson,lab:tienda`)
//   designs    react-basic, react-variacion, plan-and-execute, comma-separated
//   backends   the API shapes' ids (core/shapes' table: the seeded policy on each simulated API), real (your
//              own key: which API, model and key stay in the tab, never in the link), local (the local model)
//   dec        the local model's decodings, each its own backend: free (default), constrained, lenient, comma-separated
//   p q r s    the policy's failure knobs in percent: forgets the calculator, invents an argument, loops, ignores an error
//   ia it      the chance (percent) of obeying an injection read as data / as plain text (the attack section)
//   seed k n   the base seed, runs per task (1–8), and how many of the suite's tasks (its first n)
// Unknown names are dropped; a number out of range reads as the nearest bound and is listed in `corrections`
// (the page's notice, and the rewritten link), as on the other pages.
import { DEFAULT_KNOBS, DESIGN_IDS, MAX_K, type DesignId, type PolicyKnobs } from '../../core/eval/index.ts';
import { KIT_IDS, LESSON_KIT, type LabId } from '../../core/labs/index.ts';
import { PROVIDER_IDS, type ProviderId } from '../../core/shapes/index.ts';
import { DECODING_MODES, DEFAULT_DECODING, type DecodingMode } from '../../llm/decoding.ts';
import type { Params } from '../common/route.svelte.ts';
import { type ParamCorrection, readBounded } from '../common/settings-params.ts';

export type BackendChoice = ProviderId | 'real' | 'local';
export const BACKEND_CHOICES: readonly BackendChoice[] = [...PROVIDER_IDS, 'real', 'local'];

export type SuiteId = typeof LESSON_KIT | `lab:${LabId}`;

/**
 * The lesson's generated tasks, and each companion lab's question set (the analyst's on its bundled orders, never a
 * student's file): one suite per kit of the kit table, in its order.
 */
export const SUITE_IDS: readonly SuiteId[] = KIT_IDS.map((id) => (id === LESSON_KIT ? id : (`lab:${id}` as const)));

/** The knobs as the link names them, in the controls' order. */
export const KNOB_PARAMS = { p: 'forgetCalculator', q: 'inventArgument', r: 'loop', s: 'ignoreError', ia: 'obeyInjectionAsData', it: 'obeyInjectionAsText' } as const satisfies Record<string, keyof PolicyKnobs>;
export type KnobParam = keyof typeof KNOB_PARAMS;

/** The lesson suite's size (generateLessonTasks gives 35). */
export const MAX_TASKS = 35;

export const EVAL_BOUNDS = {
  knob: { min: 0, max: 100 },
  seed: { min: 0, max: 999_999 },
  k: { min: 1, max: MAX_K },
  n: { min: 1, max: MAX_TASKS },
} as const;

export const DEFAULT_K = 4;

export interface EvalPageState {
  suites: SuiteId[];
  designs: DesignId[];
  backends: BackendChoice[];
  /** The local model's decodings ticked: the local backend is one backend per decoding. */
  decodings: DecodingMode[];
  knobs: PolicyKnobs;
  seed: number;
  k: number;
  /** How many of the lesson suite's tasks run (its first n). */
  tasks: number;
  corrections: ParamCorrection[];
}

/** The names of a comma list that are among `allowed`, in `allowed`'s order; the fallback when the param is absent or names none. */
function readList<T extends string>(value: string | undefined, allowed: readonly T[], fallback: readonly T[]): T[] {
  if (value === undefined) return [...fallback];
  const named = new Set(value.split(','));
  const kept = allowed.filter((a) => named.has(a));
  return kept.length > 0 ? kept : [...fallback];
}

export function readEvalState(params: Params): EvalPageState {
  const corrections: ParamCorrection[] = [];
  const int = (param: string, bounds: { min: number; max: number }, fallback: number) => readBounded(params, param, bounds, fallback, corrections);
  const knobs = { ...DEFAULT_KNOBS };
  for (const [param, knob] of Object.entries(KNOB_PARAMS)) knobs[knob] = int(param, EVAL_BOUNDS.knob, Math.round(DEFAULT_KNOBS[knob] * 100)) / 100;
  return {
    suites: readList(params.suites, SUITE_IDS, ['lesson']),
    designs: readList(params.designs, DESIGN_IDS, DESIGN_IDS),
    backends: readList(params.backends, BACKEND_CHOICES, ['openai-chat']),
    decodings: readList(params.dec, DECODING_MODES, [DEFAULT_DECODING]),
    knobs,
    seed: int('seed', EVAL_BOUNDS.seed, 0),
    k: int('k', EVAL_BOUNDS.k, DEFAULT_K),
    tasks: int('n', EVAL_BOUNDS.n, MAX_TASKS),
    corrections,
  };
}

/** The list param after ticking or unticking one name (in the list's own order). */
export function toggledList<T extends string>(current: readonly T[], allowed: readonly T[], name: T, on: boolean): string {
  return allowed.filter((a) => (a === name ? on : current.includes(a))).join(',');
}

/**
 * What makes a kept result valid for this bench besides what each result names (its suite, design, backend, task,
 * run): the knobs and the seed. Results are stored under it, so other knobs never mix with these.
 */
export function benchKey(state: Pick<EvalPageState, 'knobs' | 'seed'>): string {
  const knobs = Object.keys(KNOB_PARAMS).map((p) => Math.round(state.knobs[KNOB_PARAMS[p as KnobParam]] * 100));
  return `eval:s${state.seed}:${knobs.join('-')}`;
}

/** The attack bench's results: every configuration of its defences side by side, so its key names none. */
export function attackKey(state: Pick<EvalPageState, 'knobs' | 'seed'>): string {
  return `${benchKey(state)}:attack`;
}
