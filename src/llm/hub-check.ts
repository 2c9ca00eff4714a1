// The registry's sizes checked against the Hub's own listing when the page is online: the Hub prints rounded
// sizes, so a figure agrees within its printed rounding, and a file whose size differs is named with its bytes.
import type { ModelDefinition, RegistryFile } from './model-registry.ts';

export const HUB_API = 'https://huggingface.co/api/models/';

/** One entry of the Hub's tree API (`/api/models/{id}/tree/main[/onnx]`). */
interface HubTreeEntry {
  type?: string;
  path?: string;
  size?: number;
  lfs?: { size?: number };
}

export interface SizeDifference {
  path: string;
  registry: number;
  /** Undefined: the Hub lists no such file. */
  hub: number | undefined;
}

export type HubCheck =
  | { status: 'equal'; hubSizes: Record<string, number> }
  | { status: 'different'; differences: SizeDifference[]; hubSizes: Record<string, number> }
  | { status: 'unreachable'; reason: string };

type FetchLike = (url: string, init?: { signal?: AbortSignal }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** Does the Hub's byte count agree with the registry's figure (exactly, or to the figure's printed rounding)? */
export function sizeAgrees(file: RegistryFile, hubBytes: number): boolean {
  if (file.exact) return file.bytes === hubBytes;
  // The Hub prints three significant figures: 786 MB covers [785.5, 786.5) MB.
  const digits = Math.floor(Math.log10(Math.max(file.bytes, 1)));
  const halfUnit = 0.5 * 10 ** (digits - 2);
  return Math.abs(hubBytes - file.bytes) <= halfUnit;
}

/**
 * Reads the Hub's listing of the model's root and onnx/ folders and compares each file the registry holds.
 * Fails softly: offline, a refused CORS request, a timeout or an unexpected answer all come back as
 * `unreachable`, never as a throw.
 */
export async function checkAgainstHub(model: ModelDefinition, fetchFn: FetchLike = fetch, timeoutMs = 10_000): Promise<HubCheck> {
  const controller = typeof AbortController === 'undefined' ? undefined : new AbortController();
  const timer = controller ? setTimeout(() => controller.abort(), timeoutMs) : undefined;
  try {
    const hubSizes: Record<string, number> = {};
    for (const folder of ['', '/onnx']) {
      const response = await fetchFn(`${HUB_API}${model.id}/tree/main${folder}`, controller ? { signal: controller.signal } : undefined);
      if (!response.ok) return { status: 'unreachable', reason: `HTTP ${response.status}` };
      const entries = await response.json();
      if (!Array.isArray(entries)) return { status: 'unreachable', reason: 'unexpected answer' };
      for (const entry of entries as HubTreeEntry[]) {
        const size = entry.lfs?.size ?? entry.size;
        if (entry.type === 'file' && typeof entry.path === 'string' && typeof size === 'number') hubSizes[entry.path] = size;
      }
    }
    const known = [...model.otherFiles, ...Object.values(model.precisions)];
    const differences = known
      .filter((f) => hubSizes[f.path] === undefined || !sizeAgrees(f, hubSizes[f.path] as number))
      .map((f) => ({ path: f.path, registry: f.bytes, hub: hubSizes[f.path] }));
    return differences.length === 0 ? { status: 'equal', hubSizes } : { status: 'different', differences, hubSizes };
  } catch (error) {
    return { status: 'unreachable', reason: error instanceof Error ? error.message : String(error) };
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}
