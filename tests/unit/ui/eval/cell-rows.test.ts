// The results table's rows: one per cell, its figures those of summarizeCells written through Intl in each
// language, a missing figure as a dash, the BFCL labels most frequent first, and a cell's runs in order.
import { describe, expect, it } from 'vitest';
import { summarizeCells } from '../../../../src/core/eval/index.ts';
import { backendLabel, cellResults, cellRows, labelsText, percent } from '../../../../src/ui/eval/cell-rows.ts';
import { result } from './eval-result-fixture.ts';

// Two tasks × two runs on react-basic: three pass, one of task B fails (flagged, two bad-call labels); one run of
// the variacion design, right but flagged.
const RESULTS = [
  result({ taskId: 'A', run: 0 }),
  result({ taskId: 'A', run: 1 }),
  result({ taskId: 'B', run: 1, passed: false, correct: false, flagged: true, findings: ['x'], labels: ['wrong_count', 'value_error:fecha', 'wrong_count'], tokens: 800, steps: 4 }),
  result({ taskId: 'B', run: 0 }),
  result({ taskId: 'A', design: 'react-variacion', flagged: true, findings: ['y'], tokens: null }),
];

describe('cellRows', () => {
  it('gives one row per cell with the figures summarizeCells computes, in English', () => {
    const rows = cellRows(RESULTS, 'en');
    expect(rows.map((r) => r.summary)).toEqual(summarizeCells(RESULTS));
    const [basic, variacion] = rows;
    expect(basic).toMatchObject({
      design: 'ReAct, three basic tools',
      backend: 'OpenAI Chat Completions (seeded policy)',
      suite: 'Lesson',
      pass1: '75%',
      passK: '50%',
      flagRate: '25%',
      precision: '100%',
      recall: '100%',
      steps: '2.5',
      tokens: '500',
      labels: 'wrong_count ×2, value_error:fecha ×1',
      formatFailures: '0',
      wrongTool: '0',
    });
    // Nothing wrong: recall has no figure; no tokens counted: a dash; no bad call: a dash.
    expect(variacion).toMatchObject({ pass1: '100%', precision: '0%', recall: '—', tokens: '—', labels: '—' });
  });

  it('writes the figures as Spanish does', () => {
    const [basic] = cellRows([...RESULTS, result({ taskId: 'C', passed: false, correct: false }), result({ taskId: 'C', run: 1 })], 'es');
    expect(basic?.pass1).toBe('66,7\u00a0%');
    expect(basic?.design).toBe('ReAct, tres herramientas básicas');
    expect(basic?.backend).toBe('OpenAI Chat Completions (política sembrada)');
    expect(percent(null, 'es')).toBe('—');
  });

  it('lists a cell’s runs by task then run, and names the other backends', () => {
    const [basic] = cellRows(RESULTS, 'en');
    expect(cellResults(RESULTS, basic?.id ?? '').map((r) => `${r.taskId}${r.run}`)).toEqual(['A0', 'A1', 'B0', 'B1']);
    expect(backendLabel('scripted:gemini', 'en')).toBe('Gemini generateContent (good script)');
    expect(backendLabel('real:openai-responses/gpt-4o-mini', 'es')).toBe('API real: openai-responses/gpt-4o-mini');
    // The local model names its decoding: free for an id without one (results from before decodings too).
    expect(backendLabel('local:onnx-community/Qwen2.5-0.5B-Instruct', 'en')).toBe('Local model: onnx-community/Qwen2.5-0.5B-Instruct (decoding: Free)');
    expect(backendLabel('local:local:tiny-qwen2-lesson|constrained', 'en')).toBe('Local model: local:tiny-qwen2-lesson (decoding: Constrained)');
    expect(backendLabel('local:local:tiny-qwen2-lesson|lenient', 'es')).toBe('Modelo local: local:tiny-qwen2-lesson (decodificación: Parser tolerante)');
    expect(labelsText({ b: 1, a: 1, c: 3 })).toBe('c ×3, a ×1, b ×1');
  });
});

describe('format failures and wrong tools', () => {
  it('count decoder_failed and wrong_func_name per cell, a decoding a row each, beside pass@1 and pass^k', () => {
    const free = 'local:tiny';
    const lenient = 'local:tiny|lenient';
    const rows = cellRows(
      [
        result({ backend: free, taskId: 'A', passed: false, correct: false, labels: ['decoder_failed', 'decoder_failed', 'wrong_count'] }),
        result({ backend: free, taskId: 'A', run: 1, labels: ['wrong_func_name', 'decoder_failed'] }),
        result({ backend: lenient, taskId: 'A', labels: ['decoder_failed', 'missing_required'] }),
        result({ backend: lenient, taskId: 'A', run: 1, labels: ['wrong_func_name', 'wrong_func_name'] }),
      ],
      'en',
    );
    expect(rows.map((r) => [r.backend, r.pass1, r.passK, r.formatFailures, r.wrongTool])).toEqual([
      ['Local model: tiny (decoding: Free)', '50%', '0%', '3', '1'],
      ['Local model: tiny (decoding: Lenient parser)', '100%', '100%', '1', '2'],
    ]);
  });
});
