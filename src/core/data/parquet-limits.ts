// What a Parquet file may ask of the tab before anything is read. The footer's num_rows is only a claim: an
// 861-byte file claiming 100,000,000 rows × 8 columns had the reader allocate 800 million cells and crash the
// tab. The rows are what the row groups hold, a footer that disagrees is refused, and rows × columns and the
// file's size are capped, each refusal naming the cap so the student knows what would load.
import type { FileMetaData } from 'hyparquet';
import type { Bilingual } from '../i18n/bilingual.ts';

/** The largest file read: far above the lab's own files (under 1 MB) and a classroom's spreadsheets. */
export const MAX_PARQUET_BYTES = 64 * 1024 * 1024;
/** The most values read (rows × columns read): about what a tab holds comfortably as JavaScript arrays. */
export const MAX_PARQUET_VALUES = 10_000_000;

const count = (n: number) => ({ en: n.toLocaleString('en-US'), es: n.toLocaleString('es-ES') });

/** Why a file of this size is not read; undefined when it may be. */
export function parquetSizeProblem(byteLength: number): Bilingual | undefined {
  if (byteLength <= MAX_PARQUET_BYTES) return undefined;
  const size = count(byteLength);
  const cap = count(MAX_PARQUET_BYTES);
  return {
    en: `the file is ${size.en} bytes, over the cap of ${cap.en} bytes (64 MiB) on a Parquet file`,
    es: `el archivo ocupa ${size.es} bytes, más que el tope de ${cap.es} bytes (64 MiB) para un archivo Parquet`,
  };
}

/** The rows the row groups hold, or why the footer is refused before `columns` columns of them are read. */
export function parquetRows(metadata: FileMetaData, columns: number): { rows: number } | { problem: Bilingual } {
  const rows = metadata.row_groups.reduce((sum, group) => sum + Number(group.num_rows), 0);
  const claimed = Number(metadata.num_rows);
  if (claimed !== rows) {
    const [c, r] = [count(claimed), count(rows)];
    return {
      problem: {
        en: `the footer claims ${c.en} rows but its row groups hold ${r.en}`,
        es: `el pie del archivo declara ${c.es} filas, pero sus grupos de filas tienen ${r.es}`,
      },
    };
  }
  if (rows * columns > MAX_PARQUET_VALUES) {
    const [r, k, v, cap] = [count(rows), count(columns), count(rows * columns), count(MAX_PARQUET_VALUES)];
    return {
      problem: {
        en: `${r.en} rows × ${k.en} columns = ${v.en} values, over the cap of ${cap.en} values read from a Parquet file`,
        es: `${r.es} filas × ${k.es} columnas = ${v.es} valores, más que el tope de ${cap.es} valores leídos de un archivo Parquet`,
      },
    };
  }
  return { rows };
}
