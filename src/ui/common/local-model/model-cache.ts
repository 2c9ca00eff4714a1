// What the model costs on disk: transformers.js keeps downloaded files (and ONNX Runtime's WASM) in the Cache API
// under its cache key, so the second visit loads without the network. Sizes come from the cached responses'
// Content-Length (transformers.js sets it when it stores a file), else from the body.

import { MODEL_CACHE as CACHE_NAME } from '../../../site-worker/cache-names.ts';
import { cacheBytes } from '../site-storage.ts';

export interface CachedFiles {
  files: number;
  bytes: number;
}

export async function cachedModelFiles(): Promise<CachedFiles | undefined> {
  if (typeof caches === 'undefined') return undefined;
  if (!(await caches.has(CACHE_NAME))) return { files: 0, bytes: 0 };
  return cacheBytes(CACHE_NAME);
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
