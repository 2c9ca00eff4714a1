// What the model costs on disk: transformers.js keeps downloaded files (and ONNX Runtime's WASM) in the Cache API
// under its cache key, so the second visit loads without the network. Sizes come from the cached responses'
// Content-Length (transformers.js sets it when it stores a file), else from the body.

import { MODEL_CACHE as CACHE_NAME } from '../../../site-worker/cache-names.ts';

export interface CachedFiles {
  files: number;
  bytes: number;
}

export async function cachedModelFiles(): Promise<CachedFiles | undefined> {
  if (typeof caches === 'undefined') return undefined;
  if (!(await caches.has(CACHE_NAME))) return { files: 0, bytes: 0 };
  const cache = await caches.open(CACHE_NAME);
  let bytes = 0;
  const keys = await cache.keys();
  for (const request of keys) {
    const response = await cache.match(request);
    if (!response) continue;
    const length = Number(response.headers.get('content-length'));
    bytes += Number.isFinite(length) && length > 0 ? length : (await response.blob()).size;
  }
  return { files: keys.length, bytes };
}

/** 1234567 → "1.2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = -1;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
