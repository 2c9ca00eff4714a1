// The table worker: reads one file the student picked (CSV or Parquet) off the page's thread, chunk by chunk
// from the File's stream, and answers with progress now and then and the table, packed (or why not), at the end. A
// `cancel` stops it between two chunks. One worker a file: the page ends it once the answer has come.
import { loadTableChunks, packTable, type TableProgress } from '../../core/labs/index.ts';
import type { TableReaderEvent, TableReaderRequest } from './table-reader.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const controller = new AbortController();
// A message per chunk (64 KiB) would keep the page busy for nothing: a few a second are enough to watch.
const PROGRESS_MS = 100;

function post(event: TableReaderEvent, transfer: Transferable[] = []): void {
  scope.postMessage(event, transfer);
}

// A File's stream can hand chunk after chunk as microtasks, so a `cancel` message (a task) would wait for the
// whole file: the reading gives way to the worker's tasks every YIELD_MS.
const YIELD_MS = 50;

async function* chunksOf(file: Blob): AsyncGenerator<Uint8Array> {
  const reader = file.stream().getReader();
  let yieldedAt = performance.now();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
      if (performance.now() - yieldedAt >= YIELD_MS) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        yieldedAt = performance.now();
      }
    }
  } finally {
    // Stopped early (cancelled, or an error found): the browser may stop reading the file too.
    void reader.cancel();
  }
}

async function read(file: Blob, name: string): Promise<void> {
  let postedAt = -Infinity;
  const onProgress = (progress: TableProgress) => {
    const now = performance.now();
    if (now - postedAt < PROGRESS_MS) return;
    postedAt = now;
    post({ type: 'progress', ...progress, total: file.size });
  };
  const result = await loadTableChunks(name, chunksOf(file), { signal: controller.signal, onProgress });
  if (!result.ok) {
    post({ type: 'done', result });
    return;
  }
  const { packed, transfer } = packTable(result.table);
  post({ type: 'done', result: { ...result, table: packed } }, transfer);
}

scope.onmessage = (event: MessageEvent<TableReaderRequest>) => {
  const request = event.data;
  if (request.type === 'cancel') controller.abort();
  else void read(request.file, request.name);
};
