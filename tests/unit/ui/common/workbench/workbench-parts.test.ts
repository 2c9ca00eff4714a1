// The pure parts of forking and comparing: what a fork keeps of its parent's edits (as the edit's kind says), where
// two runs part, and the link's state round trip (with its refusals).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunEdit, Trace } from '../../../../../src/core/agent/index.ts';
import type { PlanEdit } from '../../../../../src/core/agent/index.ts';
import { forkEdits } from '../../../../../src/core/run/index.ts';
import { REACT_UI } from '../../../../../src/ui/common/trace/kinds/react-kind-ui.ts';
import { firstDifferentRow } from '../../../../../src/ui/common/workbench/compare-rows.ts';
import { decodeShared, encodeShared } from '../../../../../src/ui/common/workbench/share-link.ts';

const golden = (name: string): Trace =>
  (JSON.parse(readFileSync(new URL(`../../../../golden/lesson/${name}.trace.json`, import.meta.url), 'utf8')) as { trace: Trace }).trace;

describe('forkEdits', () => {
  const reply2: RunEdit = { kind: 'reply', step: 2, reply: { kind: 'text', text: 'x' } };
  const result1: RunEdit = { kind: 'result', step: 1, call: 0, text: '{}' };
  const result2: RunEdit = { kind: 'result', step: 2, call: 1, text: '{}' };

  it('keeps the earlier steps, drops what belonged to the replaced continuation', () => {
    expect(forkEdits([result1, reply2, result2], { kind: 'reply', step: 2, reply: { kind: 'text', text: 'y' } })).toEqual([
      result1,
      { kind: 'reply', step: 2, reply: { kind: 'text', text: 'y' } },
    ]);
  });

  it("an edited result keeps its step's edited reply and other results, and replaces its own", () => {
    const again: RunEdit = { kind: 'result', step: 2, call: 1, text: '{"a":1}' };
    const other: RunEdit = { kind: 'result', step: 2, call: 0, text: '{}' };
    expect(forkEdits([reply2, result2, other], again)).toEqual([reply2, other, again]);
  });
});

describe('forkEdits of a plan', () => {
  it('keeps the edits of the stages before the new one', () => {
    const extract: PlanEdit = { kind: 'stage-reply', stage: 'extract', attempt: 1, text: '{}' };
    const close: PlanEdit = { kind: 'stage-result', call: 1, text: '{}' };
    const writer: PlanEdit = { kind: 'stage-reply', stage: 'write', attempt: 1, text: 'x' };
    expect(forkEdits([extract, close, writer], { kind: 'stage-result', call: 0, text: '{"a":1}' })).toEqual([extract, { kind: 'stage-result', call: 0, text: '{"a":1}' }]);
    expect(forkEdits([extract, close], writer)).toEqual([extract, close, writer]);
  });
});

const reactRows = (trace: Trace, lang: 'en' | 'es') => REACT_UI.column(trace, lang).rows ?? [];

const firstDifferentStep = (a: Trace, b: Trace) => {
  const row = firstDifferentRow(reactRows(a, 'en'), reactRows(b, 'en'));
  return row === undefined ? undefined : row + 1;
};

describe('the first difference of two runs', () => {
  it('is undefined for the same run, and the step where two runs part', () => {
    expect(firstDifferentStep(golden('correcto.anthropic.lesson'), golden('correcto.anthropic.lesson'))).toBeUndefined();
    expect(firstDifferentStep(golden('correcto.anthropic.lesson'), golden('herramienta_equivocada.anthropic.lesson'))).toBe(1);
    // An edited result at step 2 parts the runs there, not before.
    const original = golden('correcto.anthropic.lesson');
    const fork = structuredClone(original);
    const result = fork.events.find((e) => e.type === 'result' && e.step === 2);
    if (result?.type === 'result') Object.assign(result, { wireText: '{"resultado": 1}', edited: true });
    expect(firstDifferentStep(original, fork)).toBe(2);
    // The same scenario on two APIs numbers its calls its own way: that is not a difference.
    expect(firstDifferentStep(golden('bucle.openai-chat.lesson'), golden('bucle.gemini.lesson'))).toBeUndefined();
  });
});

describe("a guardrail's note in the comparison", () => {
  it('is named and worded in the page language, not the loop key', () => {
    const notes = (lang: 'en' | 'es') =>
      reactRows(golden('bucle.anthropic.lesson'), lang).flatMap((r) => r.lines.filter((l) => l.kind === 'note').map((l) => l.text));
    expect(notes('es')).toEqual(['límite de pasos: 6 pasos sin respuesta']);
    expect(notes('en')).toEqual(['step limit: 6 steps without an answer']);
  });
});

describe('the link state', () => {
  const schema = z.object({ entries: z.array(z.object({ id: z.string(), edits: z.array(z.unknown()) })) });

  it('round-trips, and says why a hand-edited or foreign value is refused', () => {
    const value = { entries: [{ id: 'k1', edits: [{ kind: 'result', step: 1, call: 1, text: '{"cierre": 30, "nota": "¿ñ?"}' }] }] };
    const text = encodeShared(value);
    expect(text).toMatch(/^[A-Za-z0-9+\-$]+$/);
    expect(decodeShared(text, schema)).toEqual({ ok: true, value });
    expect(decodeShared('not lz', schema)).toMatchObject({ ok: false, reason: 'not-compressed' });
    expect(decodeShared(encodeShared({ entries: [{ id: 3 }] }), schema)).toMatchObject({ ok: false, reason: 'invalid', detail: expect.stringContaining('entries.0.id') });
  });
});
