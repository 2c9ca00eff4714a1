// What the model costs on disk: transformers.js keeps downloaded files (and ONNX Runtime's WASM) in the Cache API
// under its cache key, so the second visit loads without the network. Sizes come from the cached responses'
// Content-Length (transformers.js sets it when it stores a file), else from the body.

import { MODEL_CACHE as CACHE_NAME } from '../../../site-worker/cache-names.ts';
import { cacheBytes } from '../site-storage.ts';
import { LOCAL_DTYPES, type LocalDtype } from '../../../llm/device-choice.ts';
import type { ModelSource } from '../../../llm/engine/model-source.ts';
import { filesFor, findModel, ONNX_FILE, registryFiles, type ModelShape } from '../../../llm/model-registry.ts';
import { shapeFromConfig, type PlannedFile } from '../../../llm/load-plan.ts';
import { dimensionsFromConfig, type DecoderDimensions } from '../../../llm/decoder-graph/decoder-dimensions.ts';
import { checkAgainstHub, type HubCheck } from '../../../llm/hub-check.ts';
import { modelFileUrl } from './model-settings.ts';

export interface CachedFiles {
  files: number;
  bytes: number;
}

export async function cachedModelFiles(): Promise<CachedFiles | undefined> {
  if (typeof caches === 'undefined') return undefined;
  if (!(await caches.has(CACHE_NAME))) return { files: 0, bytes: 0 };
  return cacheBytes(CACHE_NAME);
}

// ---- Before Load: which of a model's files this browser already holds, and what the rest weigh ----

/** The cache keys of those URLs that transformers.js's cache holds (its keys are the files' absolute URLs). */
export async function cachedUrls(urls: readonly string[]): Promise<Set<string>> {
  const held = new Set<string>();
  if (typeof caches === 'undefined' || !(await caches.has(CACHE_NAME))) return held;
  const cache = await caches.open(CACHE_NAME);
  for (const url of urls) if (await cache.match(url)) held.add(url);
  return held;
}

/** A file's size as this browser's model cache holds it (its Content-Length); undefined when it is not held. */
export async function cachedSize(url: string): Promise<number | undefined> {
  const response = await cachedResponse(url);
  const length = response?.headers.get('content-length');
  return length == null || !Number.isFinite(Number(length)) ? undefined : Number(length);
}

async function cachedResponse(url: string): Promise<Response | undefined> {
  if (typeof caches === 'undefined' || !(await caches.has(CACHE_NAME))) return undefined;
  return (await caches.open(CACHE_NAME)).match(url);
}

/** A held JSON file (a model from this computer's config.json), read from the cache; undefined when not held. */
async function cachedJson(url: string): Promise<unknown> {
  try {
    return (await (await cachedResponse(url))?.json()) as unknown;
  } catch {
    return undefined;
  }
}

type HeadFetch = (url: string, init: { method: 'HEAD'; cache: 'no-store' }) => Promise<{ ok: boolean; headers: { get(name: string): string | null } }>;

/**
 * A served file's size from a HEAD request's Content-Length (what the site sends for a `local:` model); undefined
 * when the file is missing, the host sends no length, or the request fails.
 */
export async function servedSize(url: string, fetchFn: HeadFetch = fetch): Promise<number | undefined> {
  try {
    const response = await fetchFn(url, { method: 'HEAD', cache: 'no-store' });
    if (!response.ok) return undefined;
    const length = Number(response.headers.get('content-length'));
    return Number.isFinite(length) && length >= 0 && response.headers.get('content-length') !== null ? length : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A served file's answer, asked once per page: the plan is made again at every phase of a Load (for what the cache
 * holds by then), and a served file's size or config does not change under a lesson (each phase had asked again for
 * every precision: 45 HEAD requests a Load of a class's copy, 9 now). An answer that did not come (undefined) is
 * asked again next time: the site may come back.
 */
function oncePerPage<T>(answers: Map<string, Promise<T | undefined>>, url: string, ask: () => Promise<T | undefined>): Promise<T | undefined> {
  let asked = answers.get(url);
  if (!asked) {
    asked = ask();
    void asked.then((value) => value === undefined && answers.delete(url));
    answers.set(url, asked);
  }
  return asked;
}

const servedSizes = new Map<string, Promise<number | undefined>>();

export function servedSizeOnce(url: string, fetchFn: HeadFetch = fetch): Promise<number | undefined> {
  return oncePerPage(servedSizes, url, () => servedSize(url, fetchFn));
}

/** Where a file's size comes from: a model from this computer asks nothing of the network (the cache's sizes). */
function sizeReader(source: ModelSource): (url: string) => Promise<number | undefined> {
  return source.fromThisComputer ? cachedSize : (url) => servedSizeOnce(url);
}

/** What a Load would fetch, before it runs. */
export interface LoadPlan {
  files: PlannedFile[];
  /**
   * Where the sizes come from: the registry, the site's own files (HEAD), a `local:` model's files picked on this
   * computer (as stored), or nowhere (an unknown Hub model).
   */
  sizesFrom: 'registry' | 'served' | 'picked' | 'unknown';
  /** For the memory estimate; undefined where the model's config could not be read. */
  shape: ModelShape | undefined;
  /** The weights' file size (the memory estimate's first term). */
  weightsBytes: number | undefined;
  /** The decoder's sizes (the preflight's calibration layers): the registry's, or a `local:` model's config.json. */
  dims: DecoderDimensions | undefined;
}

export interface PlanDeps {
  cached?: (urls: readonly string[]) => Promise<Set<string>>;
  size?: (url: string) => Promise<number | undefined>;
  /** A served config.json, for a `local:` model's shape. */
  config?: (url: string) => Promise<unknown>;
}

const configs = new Map<string, Promise<unknown>>();

function readJson(url: string): Promise<unknown> {
  return oncePerPage(configs, url, () =>
    fetch(url, { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
      .catch(() => undefined),
  );
}

/**
 * The files a Load of `source` at `dtype` fetches, their sizes and whether this browser's model cache holds each:
 * a registry model's sizes from the registry (the Hub check may correct them), a `local:` model's from the site's
 * HEAD answers (or, for files picked on this computer, the cache's), an unknown Hub model's left unknown.
 */
export async function planLoad(source: ModelSource, dtype: LocalDtype, baseUri: string, deps: PlanDeps = {}): Promise<LoadPlan> {
  const cached = deps.cached ?? cachedUrls;
  // A model from this computer asks nothing of the network: its sizes and config are the cache's.
  const size = deps.size ?? sizeReader(source);
  const config = deps.config ?? (source.fromThisComputer ? cachedJson : readJson);
  const paths = filesFor(dtype);
  const urls = paths.map((p) => modelFileUrl(source, p, baseUri));
  const held = await cached(urls).catch(() => new Set<string>());
  const local = source.localModelPath !== undefined;
  const known = local ? undefined : findModel(source.model);
  const listed = known ? registryFiles(known, dtype) : undefined;
  let sizes: { bytes: number | undefined; exact: boolean }[];
  if (listed) sizes = paths.map((p) => listed.find((f) => f.path === p) ?? { bytes: undefined, exact: false });
  else if (local) sizes = (await Promise.all(urls.map(size))).map((bytes) => ({ bytes, exact: bytes !== undefined }));
  else sizes = paths.map(() => ({ bytes: undefined, exact: false }));
  const files = paths.map((path, i) => ({ path, bytes: sizes[i]?.bytes, exact: sizes[i]?.exact ?? false, cached: held.has(urls[i] as string) }));
  const served = local ? await config(urls[0] as string) : undefined;
  const shape = known?.shape ?? shapeFromConfig(served);
  const dims = known?.decoder ?? dimensionsFromConfig(served);
  return { files, sizesFrom: listed ? 'registry' : local ? (source.fromThisComputer ? 'picked' : 'served') : 'unknown', shape, weightsBytes: files[files.length - 1]?.bytes, dims };
}

/** A precision's download, all files together, before anything is cached; undefined where a size is unknown. */
export interface PrecisionSize {
  bytes: number;
  exact: boolean;
  /** Some of its files' sizes are unknown (a registry model whose small files are not listed): `bytes` leaves them out. */
  partial?: true;
}

/**
 * What each precision would download in all (the four small files plus its ONNX file): from the registry for a
 * registry model, from the site's HEAD answers for a `local:` one (`others` are the small files' sizes, already read).
 */
export async function precisionSizes(
  source: ModelSource,
  baseUri: string,
  others: readonly PlannedFile[],
  deps: Pick<PlanDeps, 'size'> = {},
): Promise<Partial<Record<LocalDtype, PrecisionSize>>> {
  const size = deps.size ?? sizeReader(source);
  const result: Partial<Record<LocalDtype, PrecisionSize>> = {};
  const known = source.localModelPath === undefined ? findModel(source.model) : undefined;
  const small = others.filter((f) => !f.path.startsWith('onnx/'));
  if (small.some((f) => f.bytes === undefined) && !known) return result;
  for (const dtype of LOCAL_DTYPES) {
    if (known) {
      const files = registryFiles(known, dtype);
      const partial = files !== undefined && files.length < filesFor(dtype).length;
      if (files) result[dtype] = { bytes: files.reduce((s, f) => s + f.bytes, 0), exact: !partial && files.every((f) => f.exact), ...(partial ? { partial } : {}) };
      continue;
    }
    if (source.localModelPath === undefined) continue;
    const weights = await size(modelFileUrl(source, ONNX_FILE[dtype], baseUri));
    if (weights !== undefined) result[dtype] = { bytes: small.reduce((s, f) => s + (f.bytes ?? 0), 0) + weights, exact: small.every((f) => f.exact) };
  }
  return result;
}

// One check of the Hub's listing per model and page visit: the listing does not change under a lesson.
const hubChecks = new Map<string, Promise<HubCheck>>();

/** The registry model's sizes checked against the Hub (once per page visit); undefined for a model not in the registry. */
export function hubCheck(id: string): Promise<HubCheck> | undefined {
  const model = findModel(id);
  if (!model) return undefined;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve({ status: 'unreachable', reason: 'offline' });
  let check = hubChecks.get(id);
  if (!check) {
    check = checkAgainstHub(model);
    hubChecks.set(id, check);
  }
  return check;
}
