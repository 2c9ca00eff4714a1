// `npm run golden`: rewrites every golden pair under tests/golden (a case's input and the output it plays today),
// after deleting the old ones, so a case that no longer exists leaves no stale pair behind.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { goldenCases, GOLDEN_GROUPS } from '../tests/golden/cases.ts';
import { casePath, GOLDEN_DIR, goldenJson, INPUT_SUFFIX, TRACE_SUFFIX } from '../tests/golden/golden-files.ts';
import { openGoldenContext, playCase } from '../tests/golden/play-case.ts';

for (const group of GOLDEN_GROUPS) await rm(join(GOLDEN_DIR, group), { recursive: true, force: true });

const cases = goldenCases();
const ctx = await openGoldenContext();
try {
  for (const input of cases) {
    const path = casePath(input);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path + INPUT_SUFFIX, goldenJson(input));
    await writeFile(path + TRACE_SUFFIX, goldenJson(await playCase(input, ctx)));
  }
} finally {
  ctx.close();
}
console.log(`wrote ${cases.length} golden pairs under tests/golden/{${GOLDEN_GROUPS.join(',')}}`);
