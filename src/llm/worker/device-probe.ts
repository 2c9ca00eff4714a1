// What this browser offers the model, probed where the model runs (the worker): a WebGPU adapter and its
// features, cross-origin isolation and cores (WASM threads). TypeScript's DOM library has no WebGPU types yet,
// so the few members read here are described locally. Worker only: the page reads the report with
// device-choice.ts's deviceFacts().
import { coresRounded, wasmThreads } from '../device-choice.ts';
import type { DeviceReport, WebGpuReport } from './protocol.ts';
import { errorMessage } from '../../core/errors/error-message.ts';

interface GpuAdapterLike {
  features: ReadonlySet<string>;
  limits: { maxBufferSize: number };
  info?: { vendor?: string; architecture?: string; device?: string; description?: string; isFallbackAdapter?: boolean };
  isFallbackAdapter?: boolean;
}

interface GpuLike {
  requestAdapter(options?: { powerPreference?: string }): Promise<GpuAdapterLike | null>;
}

async function probeWebGpu(): Promise<WebGpuReport> {
  const gpu = (navigator as Navigator & { gpu?: GpuLike }).gpu;
  if (!gpu) {
    return {
      available: false,
      reason: { en: 'this browser has no WebGPU (navigator.gpu is missing)', es: 'este navegador no tiene WebGPU (falta navigator.gpu)' },
    };
  }
  let adapter: GpuAdapterLike | null;
  try {
    adapter = await gpu.requestAdapter({ powerPreference: 'high-performance' });
  } catch (error) {
    const message = errorMessage(error);
    return { available: false, reason: { en: `requestAdapter failed: ${message}`, es: `requestAdapter falló: ${message}` } };
  }
  if (!adapter) {
    return {
      available: false,
      reason: {
        en: 'the browser granted no WebGPU adapter (blocklisted GPU, or WebGPU switched off)',
        es: 'el navegador no concedió ningún adaptador WebGPU (GPU en lista de bloqueo, o WebGPU desactivado)',
      },
    };
  }
  const info = adapter.info ?? {};
  const features = [...adapter.features].sort();
  return {
    available: true,
    vendor: info.vendor ?? '',
    architecture: info.architecture ?? '',
    device: info.device ?? '',
    description: info.description ?? '',
    isFallback: info.isFallbackAdapter ?? adapter.isFallbackAdapter ?? false,
    features,
    shaderF16: features.includes('shader-f16'),
    maxBufferSize: adapter.limits.maxBufferSize,
  };
}

/** This context's cores as the browser reports them, and whether it rounds them. */
function coresHere(): { cores: number | undefined; rounded: boolean } {
  return { cores: navigator.hardwareConcurrency || undefined, rounded: coresRounded(navigator.userAgent) };
}

/** The threads ONNX Runtime's WASM backend gets here when none are asked for. */
export function wasmThreadsHere(isolated: boolean): number {
  const { cores, rounded } = coresHere();
  return wasmThreads(isolated, cores, rounded);
}

export async function probeDevice(): Promise<DeviceReport> {
  const { cores, rounded } = coresHere();
  const isolated = globalThis.crossOriginIsolated === true;
  return { webgpu: await probeWebGpu(), crossOriginIsolated: isolated, cores, coresRounded: rounded, wasmThreads: wasmThreadsHere(isolated) };
}
