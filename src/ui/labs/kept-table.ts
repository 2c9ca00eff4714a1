// The student's uploaded table, kept in this browser (IndexedDB, through idb-keyval) until they remove it, so
// a reload does not lose it: the file's bytes and name, read again by the table worker on the next visit.
import { del, get, set } from 'idb-keyval';

const KEY = 'agent-loop-lab:analista:kept-table';

export interface KeptTable {
  name: string;
  file: Blob;
}

/** What the browser keeps; `broken` when something is stored under the key but is not a kept table. */
export type KeptLookup = { kept: KeptTable } | { kept: null; broken: boolean };

export async function keepTable(name: string, file: Blob): Promise<void> {
  await set(KEY, { name, file } satisfies KeptTable);
}

export async function keptTable(): Promise<KeptLookup> {
  const value: unknown = await get(KEY);
  if (value === undefined) return { kept: null, broken: false };
  const entry = value as Partial<KeptTable> | null;
  if (typeof entry?.name === 'string' && entry.file instanceof Blob) return { kept: { name: entry.name, file: entry.file } };
  return { kept: null, broken: true };
}

export async function forgetTable(): Promise<void> {
  await del(KEY);
}
