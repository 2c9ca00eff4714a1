// A class's own copy of a model, laid out beside the site by `npm run model:pack` (scripts/model-pack.ts):
// models/<name>/ holds the files and a manifest.json of their sizes, and models/index.json lists the copies, so the
// model picker finds them with one request and loads one as `local:<name>` from the school's own host.
import type { LocalDtype } from './device-choice.ts';

/** Where the copies are listed, next to the page. */
export const CLASS_COPY_INDEX = 'models/index.json';

/** One packed copy, as index.json lists it. */
export interface ClassCopy {
  /** Its folder under models/: the picker's `local:<name>`. */
  name: string;
  /** The registry's Hub id it is a copy of. */
  id: string;
  /** The precisions whose weights it holds. */
  dtypes: LocalDtype[];
  /** All its files' bytes. */
  bytes: number;
}

export interface ClassCopyIndex {
  copies: ClassCopy[];
}

/** models/<name>/manifest.json: what was copied, with each file's bytes. */
export interface ClassCopyManifest {
  id: string;
  modelType: string;
  files: { path: string; bytes: number }[];
}

const NAME = /^[A-Za-z0-9][\w.-]*$/;

/** A copy's folder name as `local:<name>` and a URL path take it: letters, digits, `.`, `_` and `-`. */
export function isCopyName(name: string): boolean {
  return NAME.test(name) && !name.includes('..');
}

/** The copies an index.json lists (anything malformed left out: a site without copies, or a broken file, lists none). */
export function readClassCopies(json: unknown): ClassCopy[] {
  const copies = typeof json === 'object' && json !== null ? (json as { copies?: unknown }).copies : undefined;
  if (!Array.isArray(copies)) return [];
  return copies.filter((c): c is ClassCopy => {
    const copy = c as Partial<ClassCopy> | null;
    return (
      typeof copy?.name === 'string' && isCopyName(copy.name) && typeof copy.id === 'string' && Array.isArray(copy.dtypes) && typeof copy.bytes === 'number'
    );
  });
}
