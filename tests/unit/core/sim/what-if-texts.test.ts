// The what-if fallback's words in both languages a scripted model may speak: the give-up names each tool once, in
// a list of its language, with its verb in the plural for several (devolvieron); the observed answer quotes each
// value after its tool. Each is glossed whole in the other language, the tools' list in that language's.
import { describe, expect, it } from 'vitest';
import { LAB_GLOSSES } from '../../../../src/core/labs/lab-glosses.ts';
import { whatIfTexts } from '../../../../src/core/sim/what-if-texts.ts';
import type { UiLanguage } from '../../../../src/core/i18n/bilingual.ts';

const [es, en] = [whatIfTexts('es'), whatIfTexts('en')];

/** The gloss of `text` taken whole, written in the other language. */
function glossOf(text: string, from: UiLanguage): string | undefined {
  for (const entry of LAB_GLOSSES) {
    if (entry.from !== from) continue;
    const match = typeof entry.text === 'string' ? (entry.text === text ? [text] : null) : entry.text.exec(text);
    if (match?.[0] !== text) continue;
    return typeof entry.gloss === 'string' ? entry.gloss : entry.gloss(text, ...match.slice(1));
  }
  return undefined;
}

describe('the what-if fallback’s words', () => {
  it('Spanish by default, the lesson’s: one tool, two (the verb in the plural), none named', () => {
    expect(whatIfTexts()).toBe(es);
    expect(es.giveUp(['precio', 'precio'])).toBe('No he podido obtener los datos: precio devolvió un error también al reintentarlo. Sin esos datos no puedo darte la respuesta ni ninguna cifra.');
    expect(es.giveUp(['costo_diario', 'tipo_de_cambio'])).toMatch(/^No he podido obtener los datos: costo_diario y tipo_de_cambio devolvieron un error también al reintentarlo\./);
    expect(es.giveUp([''])).toMatch(/^No he podido obtener los datos: la herramienta devolvió un error/);
    expect(es.observed([{ resultado: 'cerró a 31 euros' }, 7], ['precio'])).toBe('Con los datos recibidos no puedo seguir el plan previsto. Lo que obtuve: precio devolvió cerró a 31 euros; 7.');
  });

  it('English, for the courses that speak it', () => {
    expect(en.retry).toBe('The tool returned an error; I will try once more.');
    expect(en.giveUp(['get_product', 'list_products', 'get_product', 'calculator'])).toBe(
      'I could not get the data: get_product, list_products and calculator returned an error again when I retried. Without that data I cannot give you the answer or any figure.',
    );
    expect(en.observed([], [])).toBe('With the data I received I cannot follow my plan. What I got: nothing.');
  });

  it('each glossed whole in the other language, the list of tools in its words', () => {
    expect(glossOf(es.retry, 'es')).toBe(en.retry);
    expect(glossOf(en.retry, 'en')).toBe(es.retry);
    expect(glossOf(es.giveUp(['a', 'b', 'c']), 'es')).toBe(en.giveUp(['a', 'b', 'c']));
    expect(glossOf(es.giveUp(['precio']), 'es')).toBe(en.giveUp(['precio']));
    expect(glossOf(en.giveUp(['get_product', 'calculator']), 'en')).toBe(es.giveUp(['get_product', 'calculator']));
    const observed = (from: UiLanguage) => LAB_GLOSSES.filter((g) => g.from === from && typeof g.text === 'string' && (from === 'es' ? es : en).observed([1], ['x']).startsWith(g.text));
    expect(observed('es').map((g) => g.gloss)).toEqual(['With the data I received I cannot follow my plan. What I got:']);
    expect(observed('en').map((g) => g.gloss)).toEqual(['Con los datos recibidos no puedo seguir el plan previsto. Lo que obtuve:']);
  });
});
