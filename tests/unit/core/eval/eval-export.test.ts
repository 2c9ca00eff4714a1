// The export files' content: CSV with a header of the record's fields and one row a run, answers with commas,
// quotes and line breaks escaped; JSON that reads back to the same results and refuses what is not an export.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, readResultsJson, resultsCsv, resultsJson } from '../../../../src/core/eval/eval-export.ts';
import type { EvalResult } from '../../../../src/core/eval/eval-record.ts';

const RESULT: EvalResult = {
  taskId: 'change-BUSI-2024-03-15-2024-03-22',
  suite: 'lesson',
  kind: 'change',
  design: 'react-basic',
  backend: 'policy:anthropic',
  variant: 'clean',
  run: 0,
  seed: 0,
  answer: 'El cierre de BUSI varió un 27,88 % — "dijo"\nfin.',
  correct: false,
  check: '6.45 % not among the percentages 27.88',
  findings: ['percentage without a calculation: 27,88%', 'figure without a source: 27,88'],
  flagged: true,
  shown: true,
  passed: false,
  steps: 2,
  calls: 2,
  errors: 0,
  tokens: 303,
  ms: 1.5,
  end: 'answered',
  labels: ['wrong_count'],
};

describe('resultsCsv', () => {
  it('writes the header and one row a run, escaped as RFC 4180 says', () => {
    const text = resultsCsv([RESULT, { ...RESULT, run: 1, seed: 1, answer: null, tokens: null, labels: [] }]);
    const lines = text.split('\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines[0]).toBe(
      'taskId,suite,kind,design,backend,variant,defences,run,seed,answer,correct,check,findings,flagged,shown,passed,attackSucceeded,steps,calls,errors,tokens,ms,end,labels',
    );
    expect(text).toContain('"El cierre de BUSI varió un 27,88 % — ""dijo""\nfin."');
    expect(text).toContain('percentage without a calculation: 27,88% | figure without a source: 27,88');
    expect(text.endsWith('\n')).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(text.trim(), { header: true });
    expect(parsed.data).toHaveLength(2);
    expect(parsed.data[0]).toMatchObject({ answer: RESULT.answer, correct: 'false', tokens: '303', attackSucceeded: '', labels: 'wrong_count' });
    expect(parsed.data[1]).toMatchObject({ run: '1', answer: '', tokens: '', labels: '' });
  });
});

describe('resultsJson', () => {
  it('writes the format and the results, and reads them back', () => {
    const text = resultsJson([RESULT]);
    expect(JSON.parse(text)).toEqual({ format: 'agent-loop-lab/eval@1', results: [RESULT] });
    expect(readResultsJson(text)).toEqual([RESULT]);
  });

  it('refuses a file that is not an eval export', () => {
    expect(() => readResultsJson(JSON.stringify({ format: 'agent-loop-lab/trace@1', results: [] }))).toThrow();
    expect(() => readResultsJson(JSON.stringify({ format: 'agent-loop-lab/eval@1', results: [{ ...RESULT, run: -1 }] }))).toThrow();
  });
});
