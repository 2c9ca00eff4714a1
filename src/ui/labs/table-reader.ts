// The page's side of the table worker (table-reader.worker.ts): a file goes in, progress and then the table
// (or why not) come out, and the page's thread stays free to paint and to answer the Cancel button meanwhile.
import { type Column, type LocalizedText, type PackedTable, type TableProgress, type TableResult, unpackColumnInSlices } from '../../core/labs/index.ts';
import { errorMessage } from '../../core/errors/index.ts';

export type TableReaderRequest = { type: 'read'; file: Blob; name: string } | { type: 'cancel' };

/** A TableResult whose table comes packed (its buffers transferred, not copied). */
export type PackedTableResult = { ok: true; table: PackedTable; notes: LocalizedText[] } | Extract<TableResult, { ok: false }>;

/** `total` is the file's size in bytes. */
export type TableReaderEvent = ({ type: 'progress'; total: number } & TableProgress) | { type: 'done'; result: PackedTableResult };

// scheduler.yield (Chromium) resumes ahead of other queued tasks and skips the 4 ms clamp that nested setTimeout
// calls get after a few; elsewhere a timeout still lets the page paint and answer input.
const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
const yieldToPage = (): Promise<unknown> => scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0));

/** The table rebuilt a slice of a column at a time, letting the page paint between two, so a big one never freezes it. */
async function unpack(result: PackedTableResult): Promise<TableResult> {
  if (!result.ok) return result;
  const columns: Column[] = [];
  for (const packed of result.table.columns) {
    const slices = unpackColumnInSlices(packed);
    for (;;) {
      // Before every slice, the first included: the message that brought the table (its strings copied in) is
      // a task of its own, and so is each slice.
      await yieldToPage();
      const step = slices.next();
      if (step.done) {
        columns.push(step.value);
        break;
      }
    }
  }
  const { source, rowCount } = result.table;
  return { ok: true, table: { source, rowCount, columns }, notes: result.notes };
}

export interface TableRead {
  result: Promise<TableResult>;
  /** Stops the reading: `result` then ends as cancelled, and the table in use stays. */
  cancel(): void;
}

export function readTableInWorker(file: Blob, name: string, onProgress: (progress: TableProgress & { total: number }) => void): TableRead {
  // Vite bundles the worker (and the CSV and Parquet readers behind it) as its own chunk.
  const worker = new Worker(new URL('./table-reader.worker.ts', import.meta.url), { type: 'module', name: 'table-reader' });
  const send = (request: TableReaderRequest) => worker.postMessage(request);
  const result = new Promise<TableResult>((resolve) => {
    worker.onmessage = (event: MessageEvent<TableReaderEvent>) => {
      const message = event.data;
      if (message.type === 'progress') onProgress(message);
      else {
        // The worker held the file's text and the table's copy: ending it now frees that memory while the page unpacks.
        worker.terminate();
        void unpack(message.result).then(resolve);
      }
    };
    worker.onerror = (event) => {
      // The worker could not start or crashed (out of memory on a huge file): an error to show, not a hang.
      event.preventDefault();
      worker.terminate();
      const why = event.message || errorMessage(event.error);
      resolve({ ok: false, error: { en: `${name} could not be read (${why}).`, es: `No se pudo leer ${name} (${why}).` } });
    };
  });
  send({ type: 'read', file, name });
  return { result, cancel: () => send({ type: 'cancel' }) };
}
