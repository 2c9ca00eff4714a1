// Counts agree with their words in both languages: a run with one call and one error once read "1 calls, 1 errors".
import { describe, expect, it } from 'vitest';
import type { TraceSummary } from '../../../../src/core/agent/index.ts';
import { pluralForm } from '../../../../src/ui/common/plural.ts';
import { TRACE_TIMELINE_TEXT } from '../../../../src/ui/common/trace/trace-timeline-texts.ts';

const summary = (steps: number, calls: number, errors: number, tokens: number | null) =>
  ({ steps, calls, errors, tokens, answer: null, end: { kind: 'answered' }, findings: [] }) as unknown as TraceSummary;
const n = (value: number | null) => (value === null ? 'counting…' : String(value));

describe('plural forms', () => {
  it('picks one or other by the language’s rules, and other where a form is not given', () => {
    expect([0, 1, 2].map((k) => pluralForm('en', k, { one: 'call', other: 'calls' }))).toEqual(['calls', 'call', 'calls']);
    expect([0, 1, 2].map((k) => pluralForm('es', k, { one: 'llamada', other: 'llamadas' }))).toEqual(['llamadas', 'llamada', 'llamadas']);
    // Spanish calls a million "many": without its own form, it takes other's.
    expect(pluralForm('es', 1_000_000, { one: 'paso', other: 'pasos' })).toBe('pasos');
  });

  it("a run's counts line agrees with each count, in English and Spanish", () => {
    expect(TRACE_TIMELINE_TEXT.en.counts(summary(1, 1, 1, 1), n)).toBe('1 step, 1 call, 1 error, 1 token sent in total.');
    expect(TRACE_TIMELINE_TEXT.en.counts(summary(3, 3, 0, 630), n)).toBe('3 steps, 3 calls, 0 errors, 630 tokens sent in total.');
    expect(TRACE_TIMELINE_TEXT.es.counts(summary(1, 1, 1, 1), n)).toBe('1 paso, 1 llamada, 1 error, 1 token enviado en total.');
    expect(TRACE_TIMELINE_TEXT.es.counts(summary(6, 6, 5, null), n)).toBe('6 pasos, 6 llamadas, 5 errores, counting… tokens enviados en total.');
  });
});
