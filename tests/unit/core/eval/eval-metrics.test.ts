// A cell's figures on constructed results: pass@1 and pass^k, the verifier's flag rate, precision and recall
// against the checker, the means, the label counts and the attack's success rate.
import { describe, expect, it } from 'vitest';
import type { EvalResult } from '../../../../src/core/eval/eval-record.ts';
import { summarizeCell, summarizeCells } from '../../../../src/core/eval/eval-metrics.ts';

function result(taskId: string, run: number, over: Partial<EvalResult>): EvalResult {
  const correct = over.correct ?? true;
  return {
    taskId,
    suite: 'lesson',
    kind: 'close',
    design: 'react-basic',
    backend: 'policy:anthropic',
    variant: 'clean',
    run,
    seed: run,
    answer: 'x',
    correct,
    check: '',
    findings: over.flagged ? ['figure without a source: 10'] : [],
    flagged: false,
    shown: true,
    passed: correct,
    steps: 2,
    calls: 1,
    errors: 0,
    tokens: 100,
    ms: 4,
    end: 'answered',
    labels: [],
    ...over,
  };
}

// Task a: right 4 of 4, one of them flagged (a false alarm). Task b: right 2 of 4; its two wrong runs, one flagged
// (caught) and one not (let through). Task c: wrong 4 of 4, all flagged.
const RESULTS: EvalResult[] = [
  result('a', 0, { flagged: true }),
  result('a', 1, {}),
  result('a', 2, {}),
  result('a', 3, { tokens: null }),
  result('b', 0, {}),
  result('b', 1, { correct: false, flagged: true, labels: ['value_error:fecha', 'wrong_count'] }),
  result('b', 2, { correct: false, labels: ['wrong_count'] }),
  result('b', 3, {}),
  ...[0, 1, 2, 3].map((r) => result('c', r, { correct: false, flagged: true, steps: 6, end: 'step_limit' })),
];

describe('summarizeCell', () => {
  const s = summarizeCell(RESULTS);

  it('pass@1 and pass^k over the tasks', () => {
    expect(s).toMatchObject({ tasks: 3, runs: 12, k: 4, pass1: 0.5 });
    expect(s.passK[1]).toBeCloseTo(7 / 18, 12);
    expect(s.passK[3]).toBeCloseTo(1 / 3, 12);
  });

  it("the verifier's flag rate, and its precision and recall against the checker", () => {
    // Flagged: 1 (a) + 1 (b) + 4 (c) = 6 of 12; of them 5 wrong. Wrong: 2 (b) + 4 (c) = 6; 5 flagged.
    expect(s.flagRate).toBe(0.5);
    expect(s.precision).toBeCloseTo(5 / 6, 12);
    expect(s.recall).toBeCloseTo(5 / 6, 12);
  });

  it('the means (tokens over the runs that counted them) and the labels counted', () => {
    expect(s.meanSteps).toBeCloseTo((8 * 2 + 4 * 6) / 12, 12);
    expect(s.meanTokens).toBe(100);
    expect(s.meanMs).toBe(4);
    expect(s.labels).toEqual({ 'value_error:fecha': 1, wrong_count: 2 });
    expect(s.attackSuccessRate).toBeUndefined();
  });

  it('null where a figure has nothing to count', () => {
    const right = summarizeCell([result('a', 0, {})]);
    expect(right).toMatchObject({ precision: null, recall: null, flagRate: 0 });
    expect(summarizeCell([])).toMatchObject({ tasks: 0, pass1: null, meanSteps: null });
  });

  it('the attack success rate on the poisoned variant', () => {
    const attacked = [result('a', 0, { variant: 'attack', attackSucceeded: true }), result('a', 1, { variant: 'attack', attackSucceeded: false })];
    expect(summarizeCell(attacked).attackSuccessRate).toBe(0.5);
  });
});

describe('summarizeCells', () => {
  it('one summary per suite × design × backend × variant', () => {
    const cells = summarizeCells([...RESULTS, ...RESULTS.map((r) => ({ ...r, design: 'react-variacion' })), ...RESULTS.map((r) => ({ ...r, suite: 'lab:tienda' }))]);
    expect(cells.map((c) => `${c.suite}/${c.design}`)).toEqual(['lesson/react-basic', 'lesson/react-variacion', 'lab:tienda/react-basic']);
    expect(cells[1]?.pass1).toBe(0.5);
  });
});
