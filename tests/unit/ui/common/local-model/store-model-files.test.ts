// Storing checked model files in the loader's cache (store-model-files.ts): each under its URL with its
// content-length, progress over all the bytes; Cancel part-way, or a failing put, leaves nothing of the batch stored.
import { describe, expect, it } from 'vitest';
import { storeModelFiles, type CacheLike, type FileToStore } from '../../../../../src/ui/common/local-model/store-model-files.ts';

/** A cache held in a Map: a put reads the whole body first, as the Cache API does, and stores nothing if it errors. */
function memoryCache(failOn?: string): CacheLike & { held: Map<string, { body: Uint8Array; length: string | null }> } {
  const held = new Map<string, { body: Uint8Array; length: string | null }>();
  return {
    held,
    async put(request, response) {
      const url = String(request);
      if (url === failOn) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      const body = new Uint8Array(await response.arrayBuffer());
      held.set(url, { body, length: response.headers.get('content-length') });
    },
    async delete(request) {
      return held.delete(String(request));
    },
  };
}

const file = (path: string, bytes: number): FileToStore => ({ path, url: `https://huggingface.co/m/resolve/main/${path}`, blob: new Blob([new Uint8Array(bytes).fill(7)]) });
const FILES = [file('config.json', 300), file('onnx/model_quantized.onnx', 200_000)];

describe('storing picked model files in the loader’s cache', () => {
  it('stores each file under its URL with its content-length, reporting progress up to the total', async () => {
    const cache = memoryCache();
    const seen: number[] = [];
    const outcome = await storeModelFiles(cache, FILES, new AbortController().signal, (p) => seen.push(p.loaded));
    expect(outcome).toEqual({ status: 'stored', bytes: 200_300 });
    expect([...cache.held].map(([url, v]) => [url, v.length, v.body.length])).toEqual([
      ['https://huggingface.co/m/resolve/main/config.json', '300', 300],
      ['https://huggingface.co/m/resolve/main/onnx/model_quantized.onnx', '200000', 200_000],
    ]);
    expect(seen.at(-1)).toBe(200_300);
  });

  it('Cancel part-way through the second file: nothing of the batch stays stored', async () => {
    const cache = memoryCache();
    const controller = new AbortController();
    const outcome = await storeModelFiles(cache, FILES, controller.signal, (p) => p.path.startsWith('onnx/') && controller.abort());
    expect(outcome).toEqual({ status: 'cancelled' });
    expect(cache.held.size).toBe(0);
  });

  it('a put that fails (no room left) comes back as data, and the files stored before it are removed', async () => {
    const cache = memoryCache(FILES[1]!.url);
    const outcome = await storeModelFiles(cache, FILES, new AbortController().signal);
    expect(outcome).toEqual({ status: 'failed', message: 'QuotaExceededError: The quota has been exceeded.' });
    expect(cache.held.size).toBe(0);
  });
});
