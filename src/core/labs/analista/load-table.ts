// One entry point for a file the student picks: Parquet when the bytes start with Parquet's magic `PAR1` or
// the name ends in .parquet, CSV otherwise. Never throws: the result is a table or an error to show.
import { csvTable } from './csv-table.ts';
import { parquetTable } from './parquet-table.ts';
import { failure, type TableResult } from './table.ts';
import { errorMessage } from '../../errors/error-message.ts';

const PARQUET_MAGIC = [0x50, 0x41, 0x52, 0x31];

function looksLikeParquet(name: string, bytes: Uint8Array): boolean {
  return PARQUET_MAGIC.every((b, i) => bytes[i] === b) || name.toLowerCase().endsWith('.parquet');
}

export async function loadTable(name: string, data: ArrayBuffer | Uint8Array): Promise<TableResult> {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  try {
    if (!looksLikeParquet(name, bytes)) return csvTable(name, bytes);
    // hyparquet reads an ArrayBuffer of exactly the file.
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    return await parquetTable(name, buffer);
  } catch (error) {
    // A reader bug must not take the page down: the previous table stays, and the student sees why.
    const message = errorMessage(error);
    return failure(`${name} could not be read (${message}).`, `No se pudo leer ${name} (${message}).`);
  }
}
