// Model files picked on this computer, however the browser lets the student pick them: a folder from
// showDirectoryPicker (Chromium), a folder input (webkitdirectory: every engine), or a plain multiple-file input
// (names only). Gathered as paths and Files, checked against the chosen model (llm/model-files-check.ts, the JSON
// files read here), and turned into the cache entries the loader will look for. No bytes are read but the JSON files'.
import type { LocalDtype } from '../../../llm/device-choice.ts';
import { checkModelFiles, expectedFor, type FilesVerdict } from '../../../llm/model-files-check.ts';
import { modelFileUrl, modelSource } from './model-settings.ts';
import type { FileToStore } from './store-model-files.ts';

export interface PickedEntry {
  path: string;
  file: File;
}

/** A file input's files: a folder input's under their path in the folder, a plain input's by name. */
export function entriesFromInput(files: FileList | readonly File[]): PickedEntry[] {
  return Array.from(files, (file) => ({ path: file.webkitRelativePath || file.name, file }));
}

/** The handle's own part of the File System Access API (lib.dom lacks its async iteration). */
interface DirectoryHandle {
  kind: 'directory';
  name: string;
  values(): AsyncIterable<DirectoryHandle | { kind: 'file'; name: string; getFile(): Promise<File> }>;
}

/** Every file under a picked folder (git's own folder left out), paths relative to it. */
export async function entriesFromDirectory(directory: DirectoryHandle, prefix = ''): Promise<PickedEntry[]> {
  const out: PickedEntry[] = [];
  for await (const entry of directory.values()) {
    const path = `${prefix}${entry.name}`;
    if (entry.kind === 'directory') {
      if (entry.name !== '.git') out.push(...(await entriesFromDirectory(entry, `${path}/`)));
    } else out.push({ path, file: await entry.getFile() });
  }
  return out;
}

/** Chromium's folder picker, where there is one; undefined elsewhere (the folder input stands in). */
export function directoryPicker(): (() => Promise<DirectoryHandle>) | undefined {
  const picker = (globalThis as { showDirectoryPicker?: (options?: { mode: 'read' }) => Promise<DirectoryHandle> }).showDirectoryPicker;
  return picker ? () => picker({ mode: 'read' }) : undefined;
}

async function parsed(file: File): Promise<unknown> {
  try {
    return JSON.parse(await file.text()) as unknown;
  } catch {
    return undefined;
  }
}

export interface PickedCheck {
  verdict: FilesVerdict;
  /** What to store, when the verdict is ok (else empty). */
  toStore: FileToStore[];
}

/** The picked entries checked for a Load of `setting` at `dtype`, and the cache entries that would serve it. */
export async function checkPicked(setting: string, dtype: LocalDtype, entries: readonly PickedEntry[], baseUri: string): Promise<PickedCheck> {
  const expected = expectedFor(setting, dtype);
  const picked = entries.map((e) => ({ path: e.path, bytes: e.file.size }));
  const first = checkModelFiles(expected, picked, {});
  const json: Record<string, unknown> = {};
  for (const m of first.matched) {
    const entry = entries[m.index];
    if (entry && m.path.endsWith('.json')) json[m.path] = await parsed(entry.file);
  }
  const verdict = checkModelFiles(expected, picked, json);
  const source = modelSource(setting, baseUri);
  const toStore = verdict.ok
    ? verdict.matched.flatMap((m) => {
        const entry = entries[m.index];
        return entry ? [{ path: m.path, url: modelFileUrl(source, m.path, baseUri), blob: entry.file }] : [];
      })
    : [];
  return { verdict, toStore };
}
