// The bare side of `npm run bench -- local-scale` in the browser: a module worker (bundled by esbuild, served
// beside the built site) that runs ONNX Runtime Web straight on the stand-in's ONNX file, with the same WASM files
// and thread count as the lab's worker, and bareGreedy on the lab's own token ids: nothing of transformers.js or
// the lab in between, so the lab's overhead is what is left.
import * as ort from 'onnxruntime-web/webgpu';
import { bareGreedy, type BareRun, type CacheShape, type OrtSessionLike } from '../../src/llm/decoder-graph/bare-decode.ts';

export interface BareRequest {
  modelUrl: string;
  /** The site's own ort-wasm-simd-threaded files (the WASM-only build the lab's worker runs on WASM), absolute URLs. */
  mjs: string;
  wasm: string;
  threads: number;
  shape: CacheShape;
  promptIds: number[];
  newTokens: number;
}

export type BareReply = { ok: true; value: BareRun & { createMs: number; threads: number } } | { ok: false; error: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

async function runBare(request: BareRequest): Promise<BareRun & { createMs: number; threads: number }> {
  ort.env.wasm.wasmPaths = { mjs: request.mjs, wasm: request.wasm };
  ort.env.wasm.numThreads = request.threads;
  const started = performance.now();
  const bytes = new Uint8Array(await (await fetch(request.modelUrl)).arrayBuffer());
  const session = await ort.InferenceSession.create(bytes, { executionProviders: ['wasm'] });
  const createMs = performance.now() - started;
  const tensor = (type: 'int64' | 'float32', data: BigInt64Array | Float32Array, dims: number[]) => new ort.Tensor(type, data, dims);
  // A one-token warm-up, as the lab's Load does, so neither side pays for the first run's allocations.
  await bareGreedy(session as unknown as OrtSessionLike, tensor, request.shape, request.promptIds.slice(0, 8), 1);
  const run = await bareGreedy(session as unknown as OrtSessionLike, tensor, request.shape, request.promptIds, request.newTokens);
  await session.release();
  return { ...run, createMs, threads: ort.env.wasm.numThreads ?? request.threads };
}

scope.onmessage = (event: MessageEvent<BareRequest>) => {
  runBare(event.data).then(
    (value) => scope.postMessage({ ok: true, value } satisfies BareReply),
    (error: unknown) => scope.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) } satisfies BareReply),
  );
};
