// The class's own copies of the model on this site (laid out by `npm run model:pack`), read with one request per
// page visit: a site without any answers 404 (or nothing, offline), which means none and says nothing.
import { CLASS_COPY_INDEX, readClassCopies, type ClassCopy } from '../../../llm/class-copy.ts';

let read: Promise<ClassCopy[]> | undefined;

type JsonFetch = (url: string) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

export function siteCopies(baseUri: string, fetchFn: JsonFetch = (url) => fetch(url, { cache: 'no-cache' })): Promise<ClassCopy[]> {
  read ??= fetchFn(new URL(CLASS_COPY_INDEX, baseUri).href)
    .then(async (response) => (response.ok ? readClassCopies(await response.json()) : []))
    .catch(() => []);
  return read;
}
