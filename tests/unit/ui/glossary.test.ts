// One word per term: no UI text uses a synonym the glossary rejects (a guardrail is a "barrera" in every Spanish
// text, never a "salvaguarda" or a "guardarraíl"; the backend is a "motor"). Read from the text tables of src/ui,
// src/core and src/llm, as the bilingual check reads them.
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../../../src/ui/common/glossary.ts';
import { textsIn, uiTexts, type UiText } from './text-tables.ts';

const FOLDERS = ['src/ui', 'src/core', 'src/llm'];

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Each text that uses one of `rejected`, as a whole word: "where: word in «text»". */
function synonymsIn(texts: readonly UiText[], rejected: readonly string[]): string[] {
  const words = rejected.map((w) => ({ w, re: new RegExp(`(?<![\\p{L}\\p{N}_])${fold(w).replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}_])`, 'u') }));
  return texts.flatMap((t) => words.filter(({ re }) => re.test(fold(t.text))).map(({ w }) => `${t.where}: ${w} in «${t.text.slice(0, 80)}»`));
}

const terms = Object.values(GLOSSARY);


describe('the glossary', () => {
  it('no Spanish UI text uses a rejected synonym', () => {
    expect(synonymsIn(uiTexts(FOLDERS, 'es'), terms.flatMap((t) => t.notEs))).toEqual([]);
  });

  it('no English UI text uses a rejected synonym', () => {
    expect(synonymsIn(uiTexts(FOLDERS, 'en'), terms.flatMap((t) => t.notEn))).toEqual([]);
  });

  it('notices a rejected word in a Spanish table, whatever its case and accents, but not inside another word', () => {
    const texts = textsIn("const text = { en: { a: 'Guardrails' }, es: { a: 'Guardarrailes', b: `Sin ${x} salvaguarda` } };", 'x.ts', 'es');
    expect(synonymsIn(texts, GLOSSARY.guardrail.notEs)).toEqual(['x.ts:1: guardarraíles in «Guardarrailes»', 'x.ts:1: salvaguarda in «Sin … salvaguarda»']);
    expect(synonymsIn(textsIn("const l = { en: 'x', es: 'backendista' };", 'y.ts', 'es'), GLOSSARY.backend.notEs)).toEqual([]);
  });

  it('has a word in each language for each term, and rejects none of its own words', () => {
    for (const t of terms) {
      expect(t.es.trim()).not.toBe('');
      expect(t.notEs.map(fold)).not.toContain(fold(t.es));
      expect(t.notEn.map(fold)).not.toContain(fold(t.en));
    }
  });
});
