// Every UI string exists in English and in Spanish: the words of the pages and of the largest shared views
// (each in a texts module beside its component) have the same keys in both languages, and each, written with
// sample values, is a non-empty text with no "undefined" or "NaN" left in it.
import { describe, expect, it } from 'vitest';
import { APIS_PAGE_TEXT } from '../../../src/ui/apis/apis-page-texts.ts';
import { EVAL_PAGE_TEXT } from '../../../src/ui/eval/eval-page-texts.ts';
import { LAB_PAGE_TEXT } from '../../../src/ui/labs/lab-page-texts.ts';
import { LOCAL_PAGE_TEXT } from '../../../src/ui/local/local-page-texts.ts';
import { LOCAL_SUMMARY_TEXT } from '../../../src/ui/local/local-summary-texts.ts';
import { MODEL_PANEL_TEXT } from '../../../src/ui/common/local-model/model-panel-texts.ts';
import { PLAN_VIEW_TEXT } from '../../../src/ui/common/trace/plan-view-texts.ts';
import { TRACE_TIMELINE_TEXT } from '../../../src/ui/common/trace/trace-timeline-texts.ts';

type Texts = Record<'en' | 'es', Record<string, unknown>>;
const MODULES: Record<string, Texts> = {
  APIS_PAGE_TEXT,
  EVAL_PAGE_TEXT,
  LAB_PAGE_TEXT,
  LOCAL_PAGE_TEXT,
  LOCAL_SUMMARY_TEXT,
  MODEL_PANEL_TEXT,
  PLAN_VIEW_TEXT,
  TRACE_TIMELINE_TEXT,
};

/** A text as the page writes it: a function called with sample values (a run's summary where one is asked for). */
function written(key: string, value: unknown): unknown {
  if (typeof value !== 'function') return value;
  if (key === 'counts') return value({ steps: 3, calls: 2, errors: 1, tokens: 1200 }, String);
  return value(...Array.from({ length: value.length }, (_, i) => 3 + i));
}

/** Every text of a language's table, by its path of keys (a group of texts, such as a phase's names, opened). */
function leaves(table: Record<string, unknown>, path = ''): [string, unknown][] {
  return Object.entries(table).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null ? leaves(value as Record<string, unknown>, `${path}${key}.`) : [[`${path}${key}`, written(key, value)]],
  );
}

describe.each(Object.entries(MODULES))('%s', (_name, texts) => {
  it('has the same texts in English and Spanish', () => {
    const keys = (lang: 'en' | 'es') => leaves(texts[lang]).map(([key]) => key).sort();
    expect(keys('en').length).toBeGreaterThan(2);
    expect(keys('es')).toEqual(keys('en'));
  });

  it.each(['en', 'es'] as const)('%s: every text is written, with its values in it', (lang) => {
    for (const [key, text] of leaves(texts[lang])) {
      expect(typeof text, key).toBe('string');
      // The model panel names no cause for a failure it cannot classify: that one is empty on purpose.
      if (key !== 'kinds.other.0') expect((text as string).trim(), key).not.toBe('');
      expect(text, key).not.toMatch(/undefined|NaN/);
    }
  });
});
