// Where ONNX Runtime's WASM files come from and how many threads it runs, set once before it starts: the model
// host (through transformers.js) and the preflight (directly) start the same runtime the same way.
import ortFactoryUrl from 'onnxruntime-web/ort-wasm-simd-threaded.asyncify.mjs?url';
import ortWasmUrl from 'onnxruntime-web/ort-wasm-simd-threaded.asyncify.wasm?url';

interface WasmEnv {
  wasmPaths?: unknown;
  numThreads?: number;
}

/**
 * transformers.js 4.3.2 asks for ort-wasm-simd-threaded.asyncify.{mjs,wasm} (one build for WASM and WebGPU);
 * it wants absolute URLs. The thread count is fixed before the runtime starts, so the report tells the truth.
 */
export function configureRuntime(wasm: WasmEnv | undefined, threads: number): void {
  if (!wasm) throw new Error('this ONNX Runtime build has no WASM backend');
  wasm.wasmPaths = { mjs: new URL(ortFactoryUrl, self.location.href).href, wasm: new URL(ortWasmUrl, self.location.href).href };
  wasm.numThreads = threads;
}
