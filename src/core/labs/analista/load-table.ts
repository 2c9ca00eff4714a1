// One entry point for a file the student picks: Parquet when the bytes start with Parquet's magic `PAR1` or
// the name ends in .parquet, CSV otherwise. Never throws: the result is a table or an error to show.
import { csvTable, CsvTableReader } from './csv-table.ts';
import { parquetTable } from './parquet-table.ts';
import { failure, type TableResult } from './table.ts';
import { errorMessage } from '../../errors/error-message.ts';

const PARQUET_MAGIC = [0x50, 0x41, 0x52, 0x31];

function looksLikeParquet(name: string, bytes: Uint8Array): boolean {
  return PARQUET_MAGIC.every((b, i) => bytes[i] === b) || name.toLowerCase().endsWith('.parquet');
}

const unreadable = (name: string, error: unknown): TableResult => {
  // A reader bug must not take the page down: the previous table stays, and the student sees why.
  const message = errorMessage(error);
  return failure(`${name} could not be read (${message}).`, `No se pudo leer ${name} (${message}).`);
};

export async function loadTable(name: string, data: ArrayBuffer | Uint8Array): Promise<TableResult> {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  try {
    if (!looksLikeParquet(name, bytes)) return csvTable(name, bytes);
    // hyparquet reads an ArrayBuffer of exactly the file.
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    return await parquetTable(name, buffer);
  } catch (error) {
    return unreadable(name, error);
  }
}

/** How far a chunked load has got: bytes taken, and for a CSV file the rows read from them. */
export interface TableProgress {
  bytes: number;
  rows: number;
}

export interface ChunkedLoadOptions {
  /** Checked before each chunk: once aborted, the load ends as cancelled. */
  signal?: AbortSignal;
  /** Called after each chunk. */
  onProgress?: (progress: TableProgress) => void;
}

/**
 * loadTable for a file that arrives in chunks (a File's stream), so a big CSV is parsed as it is read and never
 * held whole as text. The first chunk decides the reader, so it must hold the first 4 bytes (a file stream's
 * first chunk does unless the file is shorter). A Parquet file is gathered whole, as hyparquet needs it.
 */
export async function loadTableChunks(name: string, chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, options: ChunkedLoadOptions = {}): Promise<TableResult> {
  const { signal, onProgress } = options;
  const cancelled: TableResult = { ok: false, cancelled: true, error: { en: `Reading ${name} was cancelled.`, es: `Se canceló la lectura de ${name}.` } };
  let csv: CsvTableReader | undefined;
  let parquet: Uint8Array[] | undefined;
  let bytes = 0;
  try {
    for await (const chunk of chunks) {
      if (signal?.aborted) return cancelled;
      if (!csv && !parquet) {
        if (looksLikeParquet(name, chunk)) parquet = [];
        else csv = new CsvTableReader(name);
      }
      if (parquet) parquet.push(chunk);
      else csv?.push(chunk);
      bytes += chunk.length;
      onProgress?.({ bytes, rows: csv?.rows ?? 0 });
      // The first error is the answer: the rest of the file need not be read.
      if (csv?.failed) break;
    }
    if (signal?.aborted) return cancelled;
    if (parquet) {
      const whole = new Uint8Array(bytes);
      let at = 0;
      for (const chunk of parquet) {
        whole.set(chunk, at);
        at += chunk.length;
      }
      parquet = undefined;
      return await parquetTable(name, whole.buffer);
    }
    return (csv ?? new CsvTableReader(name)).end();
  } catch (error) {
    return unreadable(name, error);
  }
}
