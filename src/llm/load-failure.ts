// Why a Load failed, read from the error's text and what the browser says, so the page can give each cause its own
// message and next step. The texts are those fetch, the Cache API, transformers.js and ONNX Runtime really give.
import type { LocalDevice, LocalDtype } from './device-choice.ts';

export type LoadFailureKind =
  /** The browser says it has no network. */
  | 'offline'
  /** A fetch failed outright (DNS, refused, blocked, no route): the Hub, or the site, could not be reached. */
  | 'unreachable'
  /** The browser's storage quota is full: the Cache API refused the files. */
  | 'quota'
  /** Memory ran out (GPU buffers, or the WASM heap). */
  | 'memory'
  /** The WebGPU device was lost (driver reset, another tab, too much at once). */
  | 'device-lost'
  /** A half-precision model on a WebGPU adapter without `shader-f16`. */
  | 'shader-f16'
  /** A file of the model is not where it should be. */
  | 'missing-file'
  | 'other';

export interface LoadFailureFacts {
  device: LocalDevice;
  dtype: LocalDtype;
  /** navigator.onLine; undefined where unknown. */
  online?: boolean;
  /** The adapter's `shader-f16`, from the device report; undefined where unknown. */
  shaderF16?: boolean;
}

const UNREACHABLE = /failed to fetch|networkerror when attempting to fetch|load failed|network request failed|err_internet_disconnected|err_name_not_resolved|err_connection/i;
const QUOTA = /quotaexceedederror|quota (has been )?exceeded|exceeded the quota|not enough (storage|space)/i;
const DEVICE_LOST = /device (was |is |has been )?lost|gpudevice.*lost|device_lost|dxgi_error_device/i;
const MEMORY = /out of memory|\boom\b|allocation failed|failed to allocate|could not allocate|cannot allocate|bad_alloc|gpubuffer.*(size|too large)|exceeds the max buffer size|maxbuffersize/i;
const F16 = /does not support fp16|shader-f16|\bf16\b.*(not (supported|enabled)|requires)|enable f16/i;
const MISSING = /not found|could not locate file/i;
const HALF: ReadonlySet<LocalDtype> = new Set(['q4f16', 'fp16']);

/** The cause of a failed Load, from its message (one string, as the worker sends it) and the browser's facts. */
export function classifyLoadFailure(message: string, facts: LoadFailureFacts): LoadFailureKind {
  if (MISSING.test(message)) return 'missing-file';
  if (QUOTA.test(message)) return 'quota';
  if (UNREACHABLE.test(message)) return facts.online === false ? 'offline' : 'unreachable';
  if (DEVICE_LOST.test(message)) return 'device-lost';
  const halfOnWebGpu = facts.device === 'webgpu' && HALF.has(facts.dtype);
  if (halfOnWebGpu && (F16.test(message) || facts.shaderF16 === false)) return 'shader-f16';
  if (MEMORY.test(message)) return 'memory';
  if (facts.online === false) return 'offline';
  return 'other';
}
