// The outcome strip's figures against the run shown before, and which run that is.
import { describe, expect, it } from 'vitest';
import type { TraceSummary } from '../../../../../src/core/agent/index.ts';
import { advanceHistory, type ShownOutcome } from '../../../../../src/ui/common/outcome/outcome-history.ts';
import { outcomeItems } from '../../../../../src/ui/common/outcome/outcome-items.ts';

const loop: TraceSummary = {
  steps: 6,
  calls: 6,
  errors: 5,
  tokens: 1643,
  answer: null,
  end: { kind: 'step_limit', maxSteps: 6 },
  findings: [{ severity: 'error', message: { en: 'no answer', es: 'sin respuesta' }, detail: { kind: 'no_answer', reason: 'step_limit' } } as never],
};
const answered: TraceSummary = { steps: 3, calls: 3, errors: 0, tokens: 630, answer: '6.45 %', end: { kind: 'answered' }, findings: [] };

describe('outcomeItems', () => {
  it("says a run's verdict, stop reason and counts, none changed without a run before", () => {
    const items = outcomeItems(loop, undefined, 'en');
    expect(items.map((i) => [i.what, i.value, i.changed, i.tone])).toEqual([
      ['verdict', '1 finding', false, 'bad'],
      ['end', 'step limit', false, 'bad'],
      ['steps', '6', false, undefined],
      ['errors', '5', false, undefined],
      ['tokens', '1,643', false, undefined],
    ]);
  });

  it('marks every changed figure with its change, in each language', () => {
    const en = outcomeItems(answered, loop, 'en');
    expect(en.map((i) => [i.what, i.value, i.change ?? null])).toEqual([
      ['verdict', 'OK', 'was 1 finding'],
      ['end', 'answered', 'was step limit'],
      ['steps', '3', '−3'],
      ['errors', '0', '−5'],
      ['tokens', '630', '−1,013'],
    ]);
    expect(en.every((i) => i.changed)).toBe(true);
    const es = outcomeItems(loop, answered, 'es');
    expect(es.map((i) => [i.value, i.change])).toEqual([
      ['1 hallazgo', 'antes OK'],
      ['límite de pasos', 'antes respondió'],
      ['6', '+3'],
      ['5', '+5'],
      ['1643', '+1013'],
    ]);
  });

  it('compares no token count it does not know, and says whether it is on its way', () => {
    const counting = outcomeItems({ ...answered, tokens: null }, answered, 'en', true).find((i) => i.what === 'tokens');
    expect(counting).toEqual({ what: 'tokens', name: 'Tokens sent', value: 'counting…', changed: false });
    expect(outcomeItems(answered, { ...answered, tokens: null }, 'es').find((i) => i.what === 'tokens')?.changed).toBe(false);
    expect(outcomeItems({ ...answered, tokens: null }, undefined, 'es').find((i) => i.what === 'tokens')?.value).toBe('desconocidos');
  });

  it("adds a page's own counts in its words, each compared with the same count of the run before", () => {
    const iterations = (n: number) => ({ what: 'iterations', name: { en: 'Iterations', es: 'Iteraciones' }, n });
    const en = outcomeItems({ ...loop, own: [iterations(6)] }, { ...answered, own: [iterations(2)] }, 'en').slice(5);
    expect(en).toEqual([{ what: 'iterations', name: 'Iterations', value: '6', change: '+4', changed: true }]);
    const es = outcomeItems({ ...loop, own: [iterations(6)] }, answered, 'es').slice(5);
    expect(es).toEqual([{ what: 'iterations', name: 'Iteraciones', value: '6', changed: false }]);
  });
});

describe('advanceHistory', () => {
  const shown = (id: string, summary: TraceSummary): ShownOutcome => ({ id, title: id, summary });

  it('makes the run shown before the comparison once another run is shown', () => {
    let history = advanceHistory({}, shown('guarded', loop));
    expect(history.previous).toBeUndefined();
    history = advanceHistory(history, shown('unguarded', answered));
    expect(history.previous?.id).toBe('guarded');
    history = advanceHistory(history, shown('guarded', loop));
    expect(history.previous?.id).toBe('unguarded');
  });

  it('keeps the comparison when the same run is played again or its counts arrive', () => {
    let history = advanceHistory(advanceHistory({}, shown('a', loop)), shown('b', { ...answered, tokens: null }));
    history = advanceHistory(history, shown('b', answered));
    expect(history.previous?.id).toBe('a');
    expect(history.last?.summary.tokens).toBe(630);
  });
});
