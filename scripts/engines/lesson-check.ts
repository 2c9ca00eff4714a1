// The lesson's eight rows of #/apis's Run all, compared with the rows a browser shows: pure, so that the engines
// smoke reports every wrong figure at once and its comparison has a unit test.
import { LESSON_ROWS } from '../../tests/e2e/lesson-rows.ts';

/** A results row as the page shows it: scenario, provider, steps, calls, errors, tokens, answer, verdict. */
export type ShownRow = readonly string[];

const COLUMNS = ['steps', 'calls', 'errors', 'tokens', 'answer', 'verdict'] as const;

/** Each way the shown rows differ from the lesson's, one line each; empty when they agree. */
export function lessonRowMismatches(shown: readonly ShownRow[], expected: readonly ShownRow[] = LESSON_ROWS): string[] {
  const found: string[] = [];
  for (const [scenario, provider, ...figures] of expected) {
    const row = shown.find((r) => r[0] === scenario && r[1] === provider);
    if (!row) {
      found.push(`${scenario} on ${provider}: no such row`);
      continue;
    }
    COLUMNS.forEach((column, i) => {
      const [want, got] = [figures[i], row[i + 2]];
      if (want !== got) found.push(`${scenario} on ${provider}: ${column} ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
    });
  }
  return found;
}
