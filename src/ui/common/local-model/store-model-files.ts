// Checked model files stored where the loader reads them: transformers.js's Cache API cache (`transformers-cache`),
// each under the URL it would have fetched (model-settings.ts modelFileUrl), so a Load finds every file there and
// fetches none; the storage readout counts them and Clear removes them like downloaded ones. Each response carries
// its content-length (a streamed body has none, and both the readout and transformers.js's progress read it).
// Cancel (or any failure) leaves nothing of the batch stored.

/** One file to store: the key the loader will look for, and the picked bytes. */
export interface FileToStore {
  /** The file's path in the model (`onnx/model_quantized.onnx`), for the progress. */
  path: string;
  url: string;
  blob: Blob;
}

export interface StoreProgress {
  path: string;
  /** Bytes stored so far, of all files. */
  loaded: number;
  total: number;
}

export type StoreOutcome = { status: 'stored'; bytes: number } | { status: 'cancelled' } | { status: 'failed'; message: string };

/** The part of a Cache the store uses (a stand-in in unit tests). */
export type CacheLike = Pick<Cache, 'put' | 'delete'>;

const cancelled = () => new DOMException('Cancelled', 'AbortError');

/** The file's bytes as a stream that counts them and errors as soon as `signal` aborts. */
function counted(blob: Blob, signal: AbortSignal, count: (bytes: number) => void): ReadableStream<Uint8Array> {
  let abort: (() => void) | undefined;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    start(controller) {
      abort = () => controller.error(cancelled());
      signal.addEventListener('abort', abort, { once: true });
    },
    transform(chunk, controller) {
      if (signal.aborted) return controller.error(cancelled());
      count(chunk.byteLength);
      controller.enqueue(chunk);
    },
    flush() {
      if (abort) signal.removeEventListener('abort', abort);
    },
  });
  return blob.stream().pipeThrough(counter);
}

/**
 * Stores the files one after the other, reporting progress; on Cancel or failure deletes what this batch stored
 * (a `put` whose body errors stores nothing). Errors come back as data.
 */
export async function storeModelFiles(
  cache: CacheLike,
  files: readonly FileToStore[],
  signal: AbortSignal,
  onProgress: (progress: StoreProgress) => void = () => {},
): Promise<StoreOutcome> {
  const total = files.reduce((sum, f) => sum + f.blob.size, 0);
  let loaded = 0;
  const tried: string[] = [];
  try {
    for (const file of files) {
      if (signal.aborted) throw cancelled();
      tried.push(file.url);
      const body = counted(file.blob, signal, (bytes) => {
        loaded += bytes;
        onProgress({ path: file.path, loaded, total });
      });
      const headers = { 'content-length': String(file.blob.size), 'content-type': file.path.endsWith('.json') ? 'application/json' : 'application/octet-stream' };
      await cache.put(file.url, new Response(body, { headers }));
    }
    return { status: 'stored', bytes: total };
  } catch (error) {
    await Promise.all(tried.map((url) => cache.delete(url).catch(() => false)));
    if (signal.aborted) return { status: 'cancelled' };
    return { status: 'failed', message: error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error) };
  }
}
