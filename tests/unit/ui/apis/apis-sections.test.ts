// #/apis's parts each have a link: the comparison only while there is one, and an unknown `at=` opens none.
import { describe, expect, it } from 'vitest';
import { APIS_SECTIONS, sectionAt, shownSections } from '../../../../src/ui/apis/apis-sections.ts';

describe('#/apis sections', () => {
  it('offers the comparison only while runs are compared', () => {
    expect(shownSections(false).map((s) => s.id)).toEqual(['runs', 'chart', 'key', 'prices', 'verifier']);
    expect(shownSections(true).map((s) => s.id)).toEqual(['runs', 'compare', 'chart', 'key', 'prices', 'verifier']);
  });

  it('reads the part a link opens at, and nothing for an unknown one', () => {
    expect(sectionAt('chart')?.heading).toBe('apis-chart-h');
    expect(sectionAt('nope')).toBeUndefined();
    expect(sectionAt(undefined)).toBeUndefined();
  });

  it('names every part in both languages, each heading once', () => {
    expect(new Set(APIS_SECTIONS.map((s) => s.heading)).size).toBe(APIS_SECTIONS.length);
    for (const s of APIS_SECTIONS) expect(s.title.en && s.title.es).toBeTruthy();
  });
});
