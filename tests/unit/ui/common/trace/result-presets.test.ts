// The result editor's what-ifs: an error always, another value where the result has a figure (dates and times
// untouched), an injected instruction where it has words.
import { describe, expect, it } from 'vitest';
import { anotherValue, PRESET_ERROR, PRESET_INJECTION, resultPresets, withInjection } from '../../../../../src/ui/common/trace/result-presets.ts';

const CLOSE = '{"resultado": {"ticker": "BUSI", "fecha": "2024-03-22", "cierre": 27.88}}';
const NEWS = '{"resultado": [{"fecha": "2024-03-18", "titular": "BUSI recibe una oferta de compra"}]}';

describe('resultPresets', () => {
  it('a close: an error and another value, no words to inject into', () => {
    expect(resultPresets(CLOSE).map((p) => p.id)).toEqual(['error', 'value']);
    expect(JSON.parse(PRESET_ERROR)).toEqual({ error: expect.stringMatching(/^no se pudo obtener el dato/) });
    expect(anotherValue(CLOSE)).toBe('{"resultado": {"ticker": "BUSI", "fecha": "2024-03-22", "cierre": 41.82}}');
  });

  it('a headline: an error and an injection appended to it; its date is not a figure to change', () => {
    expect(resultPresets(NEWS).map((p) => p.id)).toEqual(['error', 'injection']);
    expect(JSON.parse(withInjection(NEWS) ?? '')).toEqual({ resultado: [{ fecha: '2024-03-18', titular: `BUSI recibe una oferta de compra ${PRESET_INJECTION}` }] });
  });

  it('plain text and times: the figure changes, the time does not; labels in both languages', () => {
    expect(anotherValue('2024-06-16T14:00:00Z')).toBeUndefined();
    expect(anotherValue('127.05')).toBe('190.57');
    expect(withInjection('The article says Python is a language.')).toBe(`The article says Python is a language. ${PRESET_INJECTION}`);
    for (const p of resultPresets(NEWS)) expect(p.label.en && p.label.es).toBeTruthy();
    expect(resultPresets(CLOSE)[0]?.label).toEqual({ en: 'Return an error', es: 'Devolver un error' });
  });
});
