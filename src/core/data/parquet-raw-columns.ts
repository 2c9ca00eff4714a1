// What hyparquet decodes of a Parquet file, before any reading of types: the metadata, and some columns' raw
// values in row order. The market data's typed columns and the analyst's any-table read through it.
import { parquetMetadata, parquetRead, type FileMetaData, type ParquetParsers } from 'hyparquet';
import { parquetRows } from './parquet-limits.ts';

/** The file's metadata; undefined when the bytes are not a Parquet file (truncated or corrupt). */
export function parquetMetadataOf(buffer: ArrayBuffer): FileMetaData | undefined {
  try {
    return parquetMetadata(buffer);
  } catch {
    return undefined;
  }
}

/** Each named column's values by row, null where the file holds none; rejects with hyparquet's error on corrupt data. */
export async function readRawColumns(
  buffer: ArrayBuffer,
  metadata: FileMetaData,
  names: readonly string[],
  parsers?: Partial<ParquetParsers>,
): Promise<Map<string, unknown[]>> {
  // The callers check first, to word the refusal their way; this keeps any reader from allocating on the
  // footer's word alone.
  const checked = parquetRows(metadata, names.length);
  if ('problem' in checked) throw new Error(checked.problem.en);
  const rowCount = checked.rows;
  const raw = new Map(names.map((name) => [name, new Array<unknown>(rowCount).fill(null)]));
  await parquetRead({
    file: buffer,
    metadata,
    columns: [...names],
    parsers,
    onChunk: ({ columnName, columnData, rowStart }) => {
      const target = raw.get(columnName);
      if (!target) return;
      for (let i = 0; i < columnData.length && rowStart + i < rowCount; i++) target[rowStart + i] = columnData[i];
    },
  });
  return raw;
}
