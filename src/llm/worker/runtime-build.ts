// Which of ONNX Runtime's two WASM builds a Load starts: the WASM-only one (14 MB) wherever the model runs on WASM,
// the one with WebGPU inside (27 MB, asyncify-instrumented) only for WebGPU. A worker runs one build for its life,
// so a Load that needs the other build takes a fresh worker (model-worker-client.ts).
import type { LocalDevice } from '../device-choice.ts';

export type RuntimeBuild = 'wasm' | 'webgpu';

/**
 * On WASM the plain build: half the download and half the compile of the WebGPU one, whose asyncify
 * instrumentation only WebGPU's asynchronous calls need (`npm run bench -- local-browser`, the tiny model's Load
 * from click to ready in Chromium: 8.5 → 5.1 s).
 */
export function runtimeBuildFor(device: LocalDevice): RuntimeBuild {
  return device === 'webgpu' ? 'webgpu' : 'wasm';
}
