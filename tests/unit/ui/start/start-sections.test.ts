// The guided path's sections: the lesson's order, both languages, a link per section that reads back as that
// section, and a move that leaves no widget's param of the last section behind.
import { describe, expect, it } from 'vitest';
import { findPage } from '../../../../src/ui/common/page-list.ts';
import { parseHash } from '../../../../src/ui/common/route.svelte.ts';
import { SECTION_IDS, SECTIONS, sectionIndex, sectionPatch, WIDGET_PARAMS } from '../../../../src/ui/start/start-sections.ts';

describe('the sections of #/start', () => {
  it('follow the lesson: tools, template, loop, verifier, planning, API shapes, scenarios, tokens, exercises', () => {
    expect(SECTIONS.map((s) => s.id)).toEqual([
      'tools', 'template', 'loop', 'verifier', 'planning', 'shapes', 'scenarios', 'tokens', 'exercises',
    ]);
    expect(SECTION_IDS).toEqual(SECTIONS.map((s) => s.id));
  });

  it('say everything in English and Spanish, and link to a page that exists', () => {
    for (const s of SECTIONS) {
      for (const words of [s.title, s.body]) {
        expect(words.en.trim()).not.toBe('');
        expect(words.es.trim()).not.toBe('');
        expect(words.es).not.toBe(words.en);
      }
      expect(findPage(s.page.path)?.path, s.id).toBe(s.page.path);
    }
  });

  it('read a link as its section, and anything else as the first', () => {
    expect(sectionIndex(parseHash('#/start?s=verifier').params)).toBe(3);
    expect(sectionIndex(parseHash('#/start?s=exercises&lang=es').params)).toBe(8);
    expect(sectionIndex(parseHash('#/start').params)).toBe(0);
    expect(sectionIndex(parseHash('#/start?s=nowhere').params)).toBe(0);
  });

  it('move to a section with the widgets’ params cleared', () => {
    const patch = sectionPatch('tokens');
    expect(patch.s).toBe('tokens');
    for (const key of WIDGET_PARAMS) {
      expect(key in patch).toBe(true);
      expect(patch[key]).toBeUndefined();
    }
  });
});
