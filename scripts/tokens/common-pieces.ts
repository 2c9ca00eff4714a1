// Writes src/core/tokens/o200k-common-pieces.json: the pre-tokenizer pieces the lab's own requests use most,
// each one a single o200k_base token, so that o200k-bound.ts can bound a body's count tightly before the 1 MB
// encoder has loaded. Made from the golden traces' request bodies (every scenario on every API shape).
// Usage: tsx scripts/tokens/common-pieces.ts
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { O200K_TOKEN_SPLIT_REGEX } from 'gpt-tokenizer/encodingParams/constants';

const GOLDEN = 'tests/golden';
const OUT = 'src/core/tokens/o200k-common-pieces.json';
/** Enough for the lab's bodies; each piece costs its bytes in the page bundle. */
const MAX_PIECES = 3000;

async function traceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? traceFiles(join(dir, e.name)) : [join(dir, e.name)])));
  return nested.flat().filter((f) => f.endsWith('.trace.json'));
}

function requestBodies(value: unknown, out: string[]): void {
  if (Array.isArray(value)) for (const v of value) requestBodies(v, out);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'requestBody' && typeof v === 'string') out.push(v);
      else requestBodies(v, out);
    }
  }
}

const bodies: string[] = [];
for (const file of await traceFiles(GOLDEN)) requestBodies(JSON.parse(await readFile(file, 'utf8')), bodies);
const saved = new Map<string, number>();
const encoder = new TextEncoder();
for (const body of bodies) {
  for (const [piece] of body.matchAll(O200K_TOKEN_SPLIT_REGEX)) {
    const bytes = encoder.encode(piece).length;
    if (bytes > 1) saved.set(piece, (saved.get(piece) ?? 0) + bytes - 1);
  }
}
const options = { disallowedSpecial: new Set<string>() };
const pieces = [...saved.entries()]
  .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
  .map(([piece]) => piece)
  .filter((piece) => countTokens(piece, options) === 1)
  .slice(0, MAX_PIECES)
  .sort();
await writeFile(OUT, `${JSON.stringify(pieces)}\n`);
console.log(`${pieces.length} pieces from ${bodies.length} request bodies → ${OUT}`);
