// The preflight's measurement: before anything is downloaded, a few seconds on this device with real decoder
// layers of the chosen model at the chosen precision (seeded weights, built here), timed by bare greedy runs;
// then a prediction of what the lesson's task costs at full size. Two small graphs, one and three layers with an
// eighth of the vocabulary, each read the lesson's 567-token prompt and write 16 tokens after an untimed first run
// (the engine compiles and tiers up its kernels while they first run: whichever graph ran first paid a quarter more).
// Prefill is compute: the two graphs' difference is two layers' cost, what is left of the first the run's own.
// Decode is reading every weight once a token: the larger graph's fastest token (a busy machine only ever adds),
// scaled by the full model's bytes to the graph's. Differences of decode times were not: the smaller graph's
// weights partly stay in the processor's cache, and a prediction from them swung between half and double the
// measured step (npm run bench -- local-scale). Loading is predicted from the sessions' creation time per byte.
import { REFERENCE_TRACES } from '../../core/agent/reference-traces.ts';
import { bareGreedy, type OrtSessionLike, type TensorFactory } from './bare-decode.ts';
import type { DecoderDimensions } from './decoder-dimensions.ts';
import { buildDecoderGraph, type StandInDtype } from './decoder-graph.ts';

/** The lesson's recorded step of task 1 (Qwen2.5-0.5B-Instruct, greedy): the tokens it read. */
function recordedPromptTokens(step: number): number {
  const tokens = REFERENCE_TRACES.find((t) => t.id === 'tarea_porcentaje')?.steps[step]?.inputTokens;
  if (tokens === undefined) throw new Error(`the lesson's task 1 has no recorded step ${step + 1}`);
  return tokens;
}

/** Step 1 reads 567 tokens and writes 70: its two calls (69 tokens) and <|im_end|>. */
export const LESSON_STEP_1 = { promptTokens: recordedPromptTokens(0), newTokens: 70 } as const;
/** Step 2 reads 734 tokens, of which step 1's prompt and reply (636) are in the KV cache, and writes 46. */
export const LESSON_STEP_2 = {
  promptTokens: recordedPromptTokens(1),
  reusedTokens: LESSON_STEP_1.promptTokens + LESSON_STEP_1.newTokens - 1,
  newTokens: 46,
} as const;
const VOCAB_DIVISOR = 8;
const SMALL = 1;
const LARGE = 3;
/**
 * The calibration prompt is the lesson's step 1 itself: prefill grows faster than its length (attention, and
 * kernels that change pace with size), so a shorter prompt scaled up predicted a fifth of the real time.
 */
export const CALIBRATION_PROMPT = LESSON_STEP_1.promptTokens;
/** Tokens written after each calibration prefill; the fastest one counts. */
const CALIBRATION_DECODE = 16;
const SEED = 1;

export interface CalibrationSession extends OrtSessionLike {
  release(): Promise<void>;
}

export interface CalibrationRuntime {
  createSession(model: Uint8Array): Promise<CalibrationSession>;
  tensor: TensorFactory;
}

/** What one device measured at one precision, and the full model's cost per token derived from it. */
export interface Calibration {
  dtype: StandInDtype;
  /** One layer's prefill of CALIBRATION_PROMPT tokens. */
  layerPrefillMs: number;
  /** What a prefill costs besides its layers (embedding, head, the run itself). */
  prefillFixedMs: number;
  /** The full model's bytes at this precision, as the builder writes them (layers and tied embeddings). */
  modelBytes: number;
  /** One token through the cache, the whole model. */
  decodeMsPerToken: number;
  /** Session creation, milliseconds per MB of graph. */
  createMsPerMB: number;
  /** The calibration's own wall time (building the graphs included). */
  totalMs: number;
}

interface Built {
  dims: DecoderDimensions;
  bytes: number;
  createMs: number;
  session: CalibrationSession;
}

interface Timed {
  prefillMs: number;
  /** The fastest token. */
  decodeMs: number;
}

async function buildSession(runtime: CalibrationRuntime, dims: DecoderDimensions, dtype: StandInDtype): Promise<Built> {
  const model = buildDecoderGraph(dims, { dtype, seed: SEED });
  const created = performance.now();
  const session = await runtime.createSession(model);
  return { dims, bytes: model.byteLength, createMs: performance.now() - created, session };
}

async function time(runtime: CalibrationRuntime, built: Built): Promise<Timed> {
  const { dims } = built;
  const ids = Array.from({ length: CALIBRATION_PROMPT }, (_, i) => (i * 7919) % dims.vocab);
  const run = await bareGreedy(built.session, runtime.tensor, { layers: dims.layers, kvHeads: dims.kvHeads, headDim: dims.headDim }, ids, 1 + CALIBRATION_DECODE);
  return { prefillMs: run.prefillMs, decodeMs: Math.min(...run.decodeMs) };
}

/** Measures `dims`' layers at `dtype` on the runtime's device (a few seconds) and scales them to the whole model. */
export async function calibrate(runtime: CalibrationRuntime, dims: DecoderDimensions, dtype: StandInDtype): Promise<Calibration> {
  const started = performance.now();
  const vocab = Math.round(dims.vocab / VOCAB_DIVISOR);
  const graphs: Built[] = [];
  try {
    for (const layers of [SMALL, LARGE]) graphs.push(await buildSession(runtime, { ...dims, layers, vocab }, dtype));
    const [one, three] = graphs as [Built, Built];
    await time(runtime, one);
    const small = await time(runtime, one);
    const large = await time(runtime, three);
    const layerPrefillMs = Math.max(0, (large.prefillMs - small.prefillMs) / (LARGE - SMALL));
    const prefillFixedMs = Math.max(0, small.prefillMs - SMALL * layerPrefillMs);
    // The builder's bytes are a layer's times the layers plus the embeddings' (an eighth of them here).
    const layerBytes = (three.bytes - one.bytes) / (LARGE - SMALL);
    const modelBytes = dims.layers * layerBytes + VOCAB_DIVISOR * (one.bytes - SMALL * layerBytes);
    return {
      dtype,
      layerPrefillMs,
      prefillFixedMs,
      modelBytes,
      decodeMsPerToken: (large.decodeMs * modelBytes) / three.bytes,
      createMsPerMB: (one.createMs + three.createMs) / ((one.bytes + three.bytes) / 1e6),
      totalMs: performance.now() - started,
    };
  } finally {
    for (const g of graphs) await g.session.release();
  }
}

export interface StepPrediction {
  prefillMs: number;
  /** Each token after the first. */
  decodeMsPerToken: number;
  stepMs: number;
}

/** One step of `layers` layers: `prefillTokens` run at once (the prompt less what the cache holds), then `newTokens` written. */
export function predictStep(c: Calibration, layers: number, prefillTokens: number, newTokens: number): StepPrediction {
  const prefillMs = layers * c.layerPrefillMs * (prefillTokens / CALIBRATION_PROMPT) + c.prefillFixedMs;
  return { prefillMs, decodeMsPerToken: c.decodeMsPerToken, stepMs: prefillMs + Math.max(0, newTokens - 1) * c.decodeMsPerToken };
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
