// The Node reference of `npm run bench -- local-scale`: the stand-in's q8 file on onnxruntime-node, once bare
// (bareGreedy straight on the session) and once through the lab's generator (LocalModel, transformers.js), on the
// same token ids for the same number of new tokens: what the browser's figures are compared with.
import * as ort from 'onnxruntime-node';
import { join } from 'node:path';
import { QWEN25_05B_DIMS } from '../../src/llm/decoder-graph/decoder-dimensions.ts';
import { bareGreedy, type OrtSessionLike } from '../../src/llm/decoder-graph/bare-decode.ts';
import { LocalModel } from '../../src/llm/engine/model-session.ts';
import { ONNX_FILE } from '../../src/llm/model-registry.ts';
import { FIXTURE_MODELS_DIR } from '../tiny-model/build-tiny-models.ts';
import { STAND_IN_QWEN25 } from '../tiny-model/stand-in.ts';

export interface NodeSide {
  prefillMs: number;
  /** Milliseconds per token after the first. */
  decodeMsPerToken: number;
  totalMs: number;
  generated: number;
}

export interface NodeReference {
  bare: NodeSide;
  lab: NodeSide;
}

const tensor = (type: 'int64' | 'float32', data: BigInt64Array | Float32Array, dims: number[]) => new ort.Tensor(type, data, dims);

async function nodeBare(promptIds: readonly number[], newTokens: number): Promise<NodeSide> {
  const session = await ort.InferenceSession.create(join(FIXTURE_MODELS_DIR, STAND_IN_QWEN25, ONNX_FILE.q8));
  try {
    const s = session as unknown as OrtSessionLike;
    await bareGreedy(s, tensor, QWEN25_05B_DIMS, promptIds.slice(0, 8), 1); // warm-up, as the lab's Load does
    const run = await bareGreedy(s, tensor, QWEN25_05B_DIMS, promptIds, newTokens);
    const decodeMs = run.decodeMs.reduce((n, x) => n + x, 0);
    return { prefillMs: run.prefillMs, decodeMsPerToken: decodeMs / Math.max(run.decodeMs.length, 1), totalMs: run.prefillMs + decodeMs, generated: run.tokenIds.length };
  } finally {
    await session.release();
  }
}

async function nodeLab(promptIds: readonly number[], newTokens: number): Promise<NodeSide> {
  const model = await LocalModel.load({ model: STAND_IN_QWEN25, localModelPath: `${FIXTURE_MODELS_DIR}/`, device: 'cpu', dtype: 'q8' });
  try {
    await model.generate(promptIds.slice(0, 8), { maxNewTokens: 1, kvReuse: false }); // the Load's warm-up
    const { stats } = await model.generate(promptIds, { maxNewTokens: newTokens, kvReuse: false });
    return {
      prefillMs: stats.prefillMs,
      decodeMsPerToken: stats.decodeMs / Math.max(stats.generatedTokens - 1, 1),
      totalMs: stats.prefillMs + stats.decodeMs,
      generated: stats.generatedTokens,
    };
  } finally {
    await model.dispose();
  }
}

/** Bare first, then the lab, each with its own session (never both in memory at once). */
export async function nodeReference(promptIds: readonly number[], newTokens: number): Promise<NodeReference> {
  const bare = await nodeBare(promptIds, newTokens);
  const lab = await nodeLab(promptIds, newTokens);
  return { bare, lab };
}
