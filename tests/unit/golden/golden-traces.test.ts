// Every scripted run, pinned: each golden input under tests/golden is played again and must give its golden
// output byte for byte. A change in behaviour fails here with the first place each case differs; if the change
// is meant, `npm run golden` rewrites the files and the diff of tests/golden is the review.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseGroup, caseName, goldenCases, type GoldenInput } from '../../golden/cases.ts';
import { describeDifference } from '../../golden/first-difference.ts';
import { GOLDEN_DIR, goldenJson, INPUT_SUFFIX, inputStems, TRACE_SUFFIX } from '../../golden/golden-files.ts';
import { openGoldenContext, playCase, type GoldenContext } from '../../golden/play-case.ts';

let ctx: GoldenContext;
beforeAll(async () => {
  ctx = await openGoldenContext();
});
afterAll(() => ctx.close());

/** What the test says on a difference that is meant. */
const REGENERATE = 'if the change is meant, run `npm run golden` and review the diff of tests/golden';

describe('golden traces', () => {
  it('there is one golden pair per case', async () => {
    const stems = await inputStems();
    const wanted = goldenCases().map((input) => `${caseGroup(input)}/${caseName(input)}`);
    const missing = wanted.filter((stem) => !stems.includes(stem));
    const stale = stems.filter((stem) => !wanted.includes(stem));
    const detail = `missing: ${missing.join(', ') || 'none'}; not a case any more: ${stale.join(', ') || 'none'}`;
    expect(stems.length, `${stems.length} golden inputs for ${wanted.length} cases (${detail}): run \`npm run golden\``).toBe(wanted.length);
  });

  // One test over every case, so a change that moves many traces reads as one line per case.
  it('every case plays as its golden output says', { timeout: 180_000 }, async () => {
    const stems = await inputStems();
    const failures: string[] = [];
    for (const stem of stems) {
      const path = join(GOLDEN_DIR, stem);
      const input = JSON.parse(await readFile(path + INPUT_SUFFIX, 'utf8')) as GoldenInput;
      try {
        const expected = await readFile(path + TRACE_SUFFIX, 'utf8');
        const actual = goldenJson(await playCase(input, ctx));
        if (actual === expected) continue;
        failures.push(`${stem}: ${describeDifference(JSON.parse(expected), JSON.parse(actual)) ?? 'same JSON, written differently'}`);
      } catch (error) {
        failures.push(`${stem}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (failures.length > 0) {
      expect.fail(`${failures.length} of ${stems.length} golden cases differ (${REGENERATE}):\n${failures.join('\n')}`);
    }
  });
});
