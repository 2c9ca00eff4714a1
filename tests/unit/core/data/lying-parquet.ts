// Parquet files whose footer lies: a real small file written by hyparquet-writer, then its FileMetaData
// (Thrift compact, just before the last 8 bytes) rewritten with other row counts.
import { parquetMetadata, type FileMetaData } from 'hyparquet';
import { ByteWriter } from 'hyparquet-writer';
import { writeMetadata } from 'hyparquet-writer/src/metadata.js';

const PAR1 = 0x31524150;

/** The file with its footer's num_rows, and optionally each row group's, replaced. */
export function withRowCounts(file: ArrayBuffer, footerRows: number, groupRows?: number): ArrayBuffer {
  const metadata = parquetMetadata(file);
  const dataEnd = file.byteLength - 8 - metadata.metadata_length;
  const lying: FileMetaData = {
    ...metadata,
    num_rows: BigInt(footerRows),
    row_groups: metadata.row_groups.map((group) => (groupRows === undefined ? group : { ...group, num_rows: BigInt(groupRows) })),
  };
  const writer = new ByteWriter();
  writer.appendBuffer(file.slice(0, dataEnd));
  // hyparquet-writer types its metadata with its own copy of hyparquet; the shape is the same.
  writeMetadata(writer, lying as Parameters<typeof writeMetadata>[1]);
  writer.appendUint32(PAR1);
  return writer.getBuffer();
}
