// The preflight's measurement: before anything is downloaded, a few seconds on this device with real decoder
// layers of the chosen model at the chosen precision (seeded weights, built here), timed by bare greedy runs;
// then a prediction of what the lesson's task costs at full size. Three small graphs: one and three layers with an
// eighth of the vocabulary (their difference is two layers' cost), and one layer with a quarter (its difference
// with the first is an eighth of the head's); what is left of the first is each run's fixed cost (feeding the
// cache in and out, the runtime's own work), which must not be scaled with the vocabulary: it was, and the
// prediction came out twice the measured step (npm run bench -- local-scale). Decode times are the fastest of
// their tokens, since a busy machine only ever adds. Loading is predicted from the sessions' creation time per
// byte of graph.
import { bareGreedy, type OrtSessionLike, type TensorFactory } from './bare-decode.ts';
import type { DecoderDimensions } from './decoder-dimensions.ts';
import { buildDecoderGraph, type StandInDtype } from './decoder-graph.ts';

/** The lesson's task 1 (Qwen2.5-0.5B-Instruct, greedy): step 1 reads 567 tokens and writes 70 (two calls and <|im_end|>). */
export const LESSON_STEP_1 = { promptTokens: 567, newTokens: 70 } as const;
/** Step 2 reads 734 tokens, of which 636 are step 1's prompt and reply (reused from the KV cache), and writes 46. */
export const LESSON_STEP_2 = { promptTokens: 734, reusedTokens: 636, newTokens: 46 } as const;

const VOCAB_DIVISOR = 8;
const SMALL = 1;
const LARGE = 3;
/**
 * The calibration prompt is the lesson's step 1 itself: prefill grows faster than its length (attention, and
 * kernels that change pace with size), so a shorter prompt scaled up predicted a fifth of the real time.
 */
export const CALIBRATION_PROMPT = LESSON_STEP_1.promptTokens;
const CALIBRATION_DECODE = 8;
const SEED = 1;

export interface CalibrationSession extends OrtSessionLike {
  release(): Promise<void>;
}

export interface CalibrationRuntime {
  createSession(model: Uint8Array): Promise<CalibrationSession>;
  tensor: TensorFactory;
}

/** What one device measured, per layer and for the head, at one precision. */
export interface Calibration {
  dtype: StandInDtype;
  /** One layer's prefill of CALIBRATION_PROMPT tokens. */
  layerPrefillMs: number;
  /** One layer, one token through the cache. */
  layerDecodeMs: number;
  /** The final norm and the lm_head over the whole vocabulary, one token. */
  headMs: number;
  /** What each run costs whatever the layers and vocabulary (decode; prefill's own is in `prefillFixedMs`). */
  runFixedMs: number;
  prefillFixedMs: number;
  /** Session creation: milliseconds per MB of graph, over the three calibration graphs (too noisy to split into a fixed part). */
  createMsPerMB: number;
  /** The calibration's own wall time (building the graphs included). */
  totalMs: number;
}

interface Timed {
  bytes: number;
  createMs: number;
  prefillMs: number;
  decodeMs: number;
}


async function timeGraph(runtime: CalibrationRuntime, dims: DecoderDimensions, dtype: StandInDtype): Promise<Timed> {
  const model = buildDecoderGraph(dims, { dtype, seed: SEED });
  const created = performance.now();
  const session = await runtime.createSession(model);
  const createMs = performance.now() - created;
  try {
    const shape = { layers: dims.layers, kvHeads: dims.kvHeads, headDim: dims.headDim };
    const ids = Array.from({ length: CALIBRATION_PROMPT }, (_, i) => (i * 7919) % dims.vocab);
    // The first run compiles kernels and allocates: not timed.
    await bareGreedy(session, runtime.tensor, shape, ids.slice(0, 16), 2);
    const run = await bareGreedy(session, runtime.tensor, shape, ids, 1 + CALIBRATION_DECODE);
    return { bytes: model.byteLength, createMs, prefillMs: run.prefillMs, decodeMs: Math.min(...run.decodeMs) };
  } finally {
    await session.release();
  }
}

/** Measures `dims`' layers and head at `dtype` on the runtime's device (a few seconds). */
export async function calibrate(runtime: CalibrationRuntime, dims: DecoderDimensions, dtype: StandInDtype): Promise<Calibration> {
  const started = performance.now();
  const eighth = Math.round(dims.vocab / VOCAB_DIVISOR);
  const small = await timeGraph(runtime, { ...dims, layers: SMALL, vocab: eighth }, dtype);
  const large = await timeGraph(runtime, { ...dims, layers: LARGE, vocab: eighth }, dtype);
  const wide = await timeGraph(runtime, { ...dims, layers: SMALL, vocab: 2 * eighth }, dtype);
  const layers = LARGE - SMALL;
  const layerPrefillMs = Math.max(0, (large.prefillMs - small.prefillMs) / layers);
  const layerDecodeMs = Math.max(0, (large.decodeMs - small.decodeMs) / layers);
  const eighthHeadMs = Math.max(0, wide.decodeMs - small.decodeMs);
  const runFixedMs = Math.max(0, small.decodeMs - SMALL * layerDecodeMs - eighthHeadMs);
  const prefillFixedMs = Math.max(0, small.prefillMs - SMALL * layerPrefillMs - eighthHeadMs);
  const graphs = [small, large, wide];
  const createMsPerMB = graphs.reduce((n, g) => n + g.createMs, 0) / (graphs.reduce((n, g) => n + g.bytes, 0) / 1e6);
  return {
    dtype,
    layerPrefillMs,
    layerDecodeMs,
    headMs: eighthHeadMs * VOCAB_DIVISOR,
    runFixedMs,
    prefillFixedMs,
    createMsPerMB,
    totalMs: performance.now() - started,
  };
}

export interface StepPrediction {
  prefillMs: number;
  /** Each token after the first. */
  decodeMsPerToken: number;
  stepMs: number;
}

/** One step of `layers` layers: `prefillTokens` run at once (the prompt less what the cache holds), then `newTokens` written. */
export function predictStep(c: Calibration, layers: number, prefillTokens: number, newTokens: number): StepPrediction {
  const prefillMs = layers * c.layerPrefillMs * (prefillTokens / CALIBRATION_PROMPT) + c.prefillFixedMs + c.headMs;
  const decodeMsPerToken = layers * c.layerDecodeMs + c.headMs + c.runFixedMs;
  return { prefillMs, decodeMsPerToken, stepMs: prefillMs + Math.max(0, newTokens - 1) * decodeMsPerToken };
}

/** Reading `weightBytes` into a session (the files already in this browser's cache). */
export function predictLoadMs(c: Calibration, weightBytes: number): number {
  return (c.createMsPerMB * weightBytes) / 1e6;
}

/** The lesson's task 1 at full size: step 1 from an empty cache, step 2 with KV reuse. */
export function predictLessonTask(c: Calibration, layers: number): { step1: StepPrediction; step2: StepPrediction } {
  return {
    step1: predictStep(c, layers, LESSON_STEP_1.promptTokens, LESSON_STEP_1.newTokens),
    step2: predictStep(c, layers, LESSON_STEP_2.promptTokens - LESSON_STEP_2.reusedTokens, LESSON_STEP_2.newTokens),
  };
}
