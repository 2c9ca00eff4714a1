// Where ONNX Runtime's WASM files come from and how many threads it runs, set once before it starts: the model
// host (through transformers.js) and the preflight (directly) start the same runtime the same way.
import webgpuFactoryUrl from 'onnxruntime-web/ort-wasm-simd-threaded.asyncify.mjs?url';
import webgpuWasmUrl from 'onnxruntime-web/ort-wasm-simd-threaded.asyncify.wasm?url';
import wasmFactoryUrl from 'onnxruntime-web/ort-wasm-simd-threaded.mjs?url';
import wasmWasmUrl from 'onnxruntime-web/ort-wasm-simd-threaded.wasm?url';
import type { LocalDevice } from '../device-choice.ts';
import { runtimeBuildFor, type RuntimeBuild } from './runtime-build.ts';

interface WasmEnv {
  wasmPaths?: unknown;
  numThreads?: number;
}

const FILES: Record<RuntimeBuild, { mjs: string; wasm: string }> = {
  webgpu: { mjs: webgpuFactoryUrl, wasm: webgpuWasmUrl },
  wasm: { mjs: wasmFactoryUrl, wasm: wasmWasmUrl },
};

/**
 * transformers.js 4.3.2 asks for ort-wasm-simd-threaded.asyncify.{mjs,wasm} (one build for WASM and WebGPU); a
 * Load on WASM is given the plain ort-wasm-simd-threaded.{mjs,wasm} instead (runtime-build.ts says why), which the
 * same JavaScript runs: its WebGPU and WebNN hooks are called only where those devices are asked for. It wants
 * absolute URLs. The thread count is fixed before the runtime starts, so the report tells the truth.
 */
export function configureRuntime(wasm: WasmEnv | undefined, threads: number, device: LocalDevice): void {
  if (!wasm) throw new Error('this ONNX Runtime build has no WASM backend');
  const files = FILES[runtimeBuildFor(device)];
  wasm.wasmPaths = { mjs: new URL(files.mjs, self.location.href).href, wasm: new URL(files.wasm, self.location.href).href };
  wasm.numThreads = threads;
}
