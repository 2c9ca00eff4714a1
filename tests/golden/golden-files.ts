// Where the golden pairs live and how they are written, shared by the script that writes them and the test that
// reads them back, so both agree on every byte.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { caseGroup, caseName, type GoldenInput } from './cases.ts';

export const GOLDEN_DIR = fileURLToPath(new URL('.', import.meta.url));

export const INPUT_SUFFIX = '.input.json';
export const TRACE_SUFFIX = '.trace.json';

/** One space of indent: readable diffs, about half the bytes of two. */
export const goldenJson = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`;

/** The pair's path without its suffix, `…/tests/golden/lesson/bucle.anthropic.lesson`. */
export const casePath = (input: GoldenInput) => join(GOLDEN_DIR, caseGroup(input), caseName(input));

/** Every `*.input.json` under tests/golden, relative to it and without the suffix (`lesson/bucle.anthropic.lesson`), sorted. */
export async function inputStems(): Promise<string[]> {
  const files = await readdir(GOLDEN_DIR, { recursive: true });
  return files
    .filter((file) => file.endsWith(INPUT_SUFFIX))
    .map((file) => file.slice(0, -INPUT_SUFFIX.length).split('\\').join('/'))
    .sort();
}
