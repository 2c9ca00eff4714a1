// The Node DataSource for tests, scripts and the bench: files from a folder on disk (public/data by default).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DataSource } from '../src/core/data/load-market-data.ts';

export const PUBLIC_DATA_DIR = join(import.meta.dirname, '..', 'public', 'data');

export function nodeDataSource(dir: string = PUBLIC_DATA_DIR): DataSource {
  return {
    async read(fileName) {
      try {
        const bytes = await readFile(join(dir, fileName));
        return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
      } catch (error) {
        // Keep the message free of the machine's paths: it ends up in the UI and in test snapshots.
        const code = (error as NodeJS.ErrnoException).code;
        throw new Error(code === 'ENOENT' ? 'file not found' : (code ?? String(error)), { cause: error });
      }
    },
  };
}
