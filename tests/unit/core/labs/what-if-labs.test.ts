// What-ifs on the companion labs' scripted models, on every simulated API shape: an error the student wrote is
// asked for again once, then the model gives up in its course's language (English in the assistant and the store,
// Spanish in the others), without a figure, glossed in the other language; an edited value flows into the answer.
// Every lab, at its first tool result and at its last: the same. The same fallback serves the lesson's scenarios
// (tests/unit/core/sim/what-if.test.ts).
import { describe, expect, it } from 'vitest';
import type { UiLanguage } from '../../../../src/core/i18n/bilingual.ts';
import { LAB_GLOSSES } from '../../../../src/core/labs/lab-glosses.ts';
import { labDefinition, LABS } from '../../../../src/core/labs/lab-registry.ts';
import { PROVIDER_IDS } from '../../../../src/core/shapes/provider-ids.ts';
import { ofType, useLabSimulators } from './lab-fixture.ts';

const sim = useLabSimulators();
const GIVE_UP = /^I could not get the data: (\w+) returned an error again when I retried/;
const GIVE_UP_IN: Record<UiLanguage, RegExp> = {
  en: GIVE_UP,
  es: /^No he podido obtener los datos: (\w+) devolvió un error también al reintentarlo/,
};
const RETRY_IN: Record<UiLanguage, string> = { en: 'The tool returned an error; I will try once more.', es: 'La herramienta devolvió un error; lo intento una vez más.' };
const ERROR = '{"error": "no se pudo obtener el dato: el servicio no respondió"}';

/** Whether some gloss from `from` takes `text` whole. */
const glossedWhole = (text: string, from: UiLanguage) =>
  LAB_GLOSSES.some((g) => g.from === from && (typeof g.text === 'string' ? g.text === text : g.text.exec(text)?.[0] === text));

describe.each(LABS.map((lab) => [lab.id, lab] as const))('%s: an error edited into a tool result plays to an end', (_id, lab) => {
  const language = labDefinition(lab.id).language;

  it.each(['first', 'last'] as const)('at its %s tool step, on every API shape: asked again once, then an answer that it could not', async (which) => {
    const original = await sim.run({ lab: lab.id, provider: 'anthropic' });
    const steps = ofType(original, 'result').map((r) => r.step);
    const step = which === 'first' ? Math.min(...steps) : Math.max(...steps);
    const tool = ofType(original, 'result').find((r) => r.step === step)?.name;
    for (const provider of PROVIDER_IDS) {
      const fork = await sim.run({ lab: lab.id, provider, fork: { edits: [{ kind: 'result', step, call: 0, text: ERROR }] } });
      expect(fork.summary.end, provider).toEqual({ kind: 'answered' });
      expect(ofType(fork, 'call').filter((c) => c.step === step + 1).map((c) => c.name), provider).toEqual([tool]);
      expect(ofType(fork, 'text').find((t) => t.step === step + 1)?.text, provider).toBe(RETRY_IN[language]);
      const answer = fork.summary.answer ?? '';
      expect(GIVE_UP_IN[language].exec(answer)?.[1], provider).toBe(tool);
      expect(answer).not.toMatch(/\d/);
      expect(fork.summary.steps).toBe(step + 2);
      expect(fork.script.played.slice(-2)).toEqual(['what_if_retry', 'what_if_give_up']);
      // The page glosses what the model wrote in the other UI language.
      expect(glossedWhole(answer, language), answer).toBe(true);
      expect(glossedWhole(RETRY_IN[language], language)).toBe(true);
    }
  });
});

describe.each(PROVIDER_IDS)('lab what-ifs on %s', (provider) => {
  it('tienda: a price edited into an error is asked for again, then the model gives up', async () => {
    const fork = await sim.run({ lab: 'tienda', scenario: 'compra', provider, fork: { edits: [{ kind: 'result', step: 2, call: 0, text: '{"error": "servicio no disponible"}' }] } });
    expect(fork.summary.end).toEqual({ kind: 'answered' });
    expect(fork.events.filter((e) => e.type === 'call' && e.step === 3).map((e) => e.type === 'call' && e.name)).toEqual(['get_product']);
    expect(GIVE_UP.exec(fork.summary.answer ?? '')?.[1]).toBe('get_product');
    expect(fork.summary.answer).not.toMatch(/\d/);
  });

  it('tienda: an edited price flows into the total', async () => {
    const original = await sim.run({ lab: 'tienda', scenario: 'compra', provider });
    const first = original.events.find((e) => e.type === 'result' && e.step === 2);
    if (first?.type !== 'result') throw new Error('no price');
    const price = /"price": ?([\d.]+)/.exec(first.wireText)?.[1] ?? '';
    const fork = await sim.run({ lab: 'tienda', scenario: 'compra', provider, fork: { edits: [{ kind: 'result', step: 2, call: 0, text: first.wireText.replace(`"price": ${price}`, '"price": 1.5').replace(`"price":${price}`, '"price":1.5') }] } });
    expect(fork.summary.answer).not.toBe(original.summary.answer);
    expect(fork.summary.answer).toContain('$1.50');
  });

  it('asistente: the clock edited into an error: retried once, then a give-up, never a mismatch', async () => {
    const fork = await sim.run({ lab: 'asistente', scenario: 'cadena', provider, fork: { edits: [{ kind: 'result', step: 2, call: 0, text: '{"error": "reloj no disponible"}' }] } });
    expect(fork.events.filter((e) => e.type === 'call' && e.step === 3).map((e) => e.type === 'call' && e.name)).toEqual(['get_datetime']);
    expect(GIVE_UP.exec(fork.summary.answer ?? '')?.[1]).toBe('get_datetime');
  });

  it('asistente without native calls (JSON text): the retry is written as text, then a give-up', async () => {
    const fork = await sim.run({ lab: 'asistente', scenario: 'json_texto', provider, fork: { edits: [{ kind: 'result', step: 1, call: 0, text: '{"error": "calculadora caída"}' }] } });
    const retry = fork.events.find((e) => e.type === 'call' && e.step === 2);
    expect(retry?.type === 'call' && retry.name).toBe('calculator');
    expect(GIVE_UP.exec(fork.summary.answer ?? '')?.[1]).toBe('calculator');
  });

  it('analista: an unreadable schema edited in is answered as observed, not a mismatch', async () => {
    const fork = await sim.run({ lab: 'analista', scenario: 'febrero_norte', provider, fork: { edits: [{ kind: 'result', step: 1, call: 0, text: 'sin columnas' }] } });
    expect(fork.summary.end).toEqual({ kind: 'answered' });
    expect(fork.summary.answer).toContain('sin columnas');
  });
});
