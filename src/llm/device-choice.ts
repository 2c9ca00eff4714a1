// Where the local model runs and at which precision, decided from what the browser offers. Pure: the worker
// probes the browser (worker/device-probe.ts), this decides, and the page shows the choice with its reason.
//   WebGPU with `shader-f16` → q4f16 (483 MB for Qwen2.5-0.5B): half-precision maths on the GPU;
//   WebGPU without it        → q4 (786 MB): transformers.js refuses fp16 on such adapters;
//   no WebGPU                → WASM q8 (512 MB): measured about 4× faster than q4 there (model-registry.ts's WASM_DTYPE);
//   only a software adapter  → WASM q8 as well (SwiftShader runs WebGPU on the CPU, slower than WASM).
// The person can override both; an override the browser cannot honour is corrected, and the reason says so.
import { WASM_DTYPE } from './model-registry.ts';
import type { DeviceReport } from './worker/protocol.ts';

export const LOCAL_DEVICES = ['webgpu', 'wasm'] as const;
export type LocalDevice = (typeof LOCAL_DEVICES)[number];

export const LOCAL_DTYPES = ['q4f16', 'q4', 'q8', 'fp16', 'fp32'] as const;
export type LocalDtype = (typeof LOCAL_DTYPES)[number];

/** What the browser offers, as the worker found it. */
export interface DeviceFacts {
  /** A WebGPU adapter was granted. */
  webgpu: boolean;
  /** The adapter has the `shader-f16` feature (fp16 and q4f16 need it). */
  shaderF16: boolean;
  /** The adapter is a software fallback (SwiftShader): WebGPU on the CPU, slower than WASM. */
  fallbackAdapter?: boolean;
}

/** What the device choice reads from a report. */
export function deviceFacts(report: DeviceReport): DeviceFacts {
  const gpu = report.webgpu;
  return gpu.available ? { webgpu: true, shaderF16: gpu.shaderF16, fallbackAdapter: gpu.isFallback } : { webgpu: false, shaderF16: false };
}

/** The person's choice; absent fields are left to the browser's facts. */
export interface DeviceOverride {
  device?: LocalDevice;
  dtype?: LocalDtype;
}

export interface DeviceChoice {
  device: LocalDevice;
  dtype: LocalDtype;
  /** Why, in both UI languages. */
  reason: { en: string; es: string };
}

/** Precisions whose weights or maths are half precision: on WebGPU they need `shader-f16`. */
const HALF: ReadonlySet<LocalDtype> = new Set(['q4f16', 'fp16']);

export function isLocalDevice(value: string | undefined): value is LocalDevice {
  return (LOCAL_DEVICES as readonly string[]).includes(value ?? '');
}

export function isLocalDtype(value: string | undefined): value is LocalDtype {
  return (LOCAL_DTYPES as readonly string[]).includes(value ?? '');
}

/**
 * @example chooseDevice({ webgpu: true, shaderF16: false }, {})
 *   // { device: 'webgpu', dtype: 'q4', reason: { en: 'WebGPU is available, without shader-f16: q4 …', … } }
 */
export function chooseDevice(facts: DeviceFacts, override: DeviceOverride = {}): DeviceChoice {
  const notes: { en: string; es: string }[] = [];
  let device: LocalDevice;
  if (override.device === 'webgpu' && !facts.webgpu) {
    device = 'wasm';
    notes.push({ en: 'You chose WebGPU, but this browser gives no WebGPU adapter: WASM instead.', es: 'Elegiste WebGPU, pero este navegador no da ningún adaptador WebGPU: se usa WASM.' });
  } else if (override.device) {
    device = override.device;
    notes.push({ en: `${deviceName(device)}, as you chose.`, es: `${deviceName(device)}, como elegiste.` });
  } else if (facts.webgpu && facts.fallbackAdapter) {
    device = 'wasm';
    notes.push({
      en: 'The only WebGPU adapter is a software fallback (no GPU), slower than WASM: the model runs on the CPU with WASM.',
      es: 'El único adaptador WebGPU es uno de reserva por software (sin GPU), más lento que WASM: el modelo corre en la CPU con WASM.',
    });
  } else {
    device = facts.webgpu ? 'webgpu' : 'wasm';
    notes.push(
      facts.webgpu
        ? { en: 'WebGPU is available: the model runs on the GPU.', es: 'WebGPU está disponible: el modelo corre en la GPU.' }
        : { en: 'No WebGPU adapter: the model runs on the CPU with WASM.', es: 'No hay adaptador WebGPU: el modelo corre en la CPU con WASM.' },
    );
  }

  const f16 = device === 'webgpu' && facts.shaderF16;
  let dtype: LocalDtype;
  if (override.dtype && HALF.has(override.dtype) && device === 'webgpu' && !facts.shaderF16) {
    dtype = 'q4';
    notes.push({
      en: `You chose ${override.dtype}, but the adapter lacks shader-f16 (transformers.js refuses half precision without it): q4 instead.`,
      es: `Elegiste ${override.dtype}, pero el adaptador no tiene shader-f16 (transformers.js no acepta media precisión sin él): se usa q4.`,
    });
  } else if (override.dtype) {
    dtype = override.dtype;
    notes.push({ en: `Precision ${dtype}, as you chose.`, es: `Precisión ${dtype}, como elegiste.` });
  } else if (device === 'wasm') {
    dtype = WASM_DTYPE;
    notes.push({
      en: 'On WASM: q8 (8-bit weights), measured about 4 times faster than q4 there at full size (the lab’s bench).',
      es: 'En WASM: q8 (pesos de 8 bits), medida unas 4 veces más rápida que q4 ahí a tamaño completo (el banco de pruebas del laboratorio).',
    });
  } else if (f16) {
    dtype = 'q4f16';
    notes.push({ en: 'The adapter has shader-f16: q4f16 (4-bit weights, half-precision maths).', es: 'El adaptador tiene shader-f16: q4f16 (pesos de 4 bits, cálculo en media precisión).' });
  } else {
    dtype = 'q4';
    notes.push({ en: 'The adapter lacks shader-f16, so no half precision: q4 (4-bit weights).', es: 'El adaptador no tiene shader-f16, así que nada de media precisión: q4 (pesos de 4 bits).' });
  }

  return { device, dtype, reason: { en: notes.map((n) => n.en).join(' '), es: notes.map((n) => n.es).join(' ') } };
}

function deviceName(device: LocalDevice): string {
  return device === 'webgpu' ? 'WebGPU' : 'WASM';
}

/**
 * Whether `navigator.hardwareConcurrency` is rounded rather than counted: WebKit (Safari, every iOS browser,
 * WebKitGTK) reports 4 for any machine with fewer than 8 cores and 8 for the rest, against fingerprinting
 * (https://bugs.webkit.org/show_bug.cgi?id=132588). Chromium's user agent names AppleWebKit too, and Chrome/ (its
 * headless shell HeadlessChrome/, hence no word boundary); Chrome on iOS (CriOS/) is WebKit.
 */
export function coresRounded(userAgent: string): boolean {
  return /AppleWebKit\//.test(userAgent) && !/(Chrome|Chromium|Edg)\//.test(userAgent);
}

/**
 * Threads ONNX Runtime's WASM backend runs with: its own rule, min(4, ⌈cores / 2⌉), when the page is
 * cross-origin isolated (SharedArrayBuffer exists); one thread otherwise. A rounded count under 8 (WebKit's 4)
 * may be a 2-core laptop as well as a 6-core phone: the lab takes the smaller machine, one thread, since threads
 * beyond the cores compete with the page's own work (a stalled page is worse than a slower answer), and the WASM
 * threads selector offers more. A rounded 8 means 8 or more, which gives the rule's maximum anyway.
 */
export function wasmThreads(crossOriginIsolated: boolean, cores: number | undefined, rounded = false): number {
  if (!crossOriginIsolated) return 1;
  const counted = rounded && cores !== undefined && cores < 8 ? 2 : cores;
  return Math.min(4, Math.ceil(Math.max(counted ?? 1, 1) / 2));
}
