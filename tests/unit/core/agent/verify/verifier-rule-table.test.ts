// A rule is one file and one line of the table: a rule from a test fixture, added to the table as a line, reports
// its finding in the verifier's result, after the lesson's and in the table's order, and a page words it in both
// languages; the verifier, the wording and every other src file are as they are.
import { describe, expect, it } from 'vitest';
import { findingWords } from '../../../../../src/core/agent/verify/finding-words.ts';
import { verifyAnswer } from '../../../../../src/core/agent/verify/verify-answer.ts';
import type { VerifiedCall } from '../../../../../src/core/agent/verify/verify-input.ts';
import { LESSON_VERIFIER_OPTIONS } from '../../../../../src/core/agent/verify/verifier-options.ts';
import type { VerifierRule } from '../../../../../src/core/agent/verify/verifier-rule.ts';
import { VERIFIER_RULES } from '../../../../../src/core/agent/verify/verifier-rules.ts';
import { detailWording, findingChecks, findingWording } from '../../../../../src/ui/common/trace/finding-wording.ts';
import { NAMES_A_TOOL } from './names-a-tool-rule.ts';

/** The table with the fixture's line. */
const RULES = [...VERIFIER_RULES, NAMES_A_TOOL];

const QUESTION = '¿Cuál fue el cierre de BUSI el 2024-03-15?';
const PRECIO: VerifiedCall = {
  name: 'precio',
  args: { ticker: 'BUSI', fecha: '2024-03-15' },
  output: { resultado: { ticker: 'BUSI', fecha: '2024-03-15', cierre: 26.19 } },
};
const run = (answer: string, rules: readonly VerifierRule[] = RULES) => verifyAnswer({ question: QUESTION, answer, calls: [PRECIO] }, LESSON_VERIFIER_OPTIONS, rules);

describe('a verifier rule added as one file and one table line', () => {
  it("reports its finding in the verifier's result, after the table's earlier rules", () => {
    const findings = run('Según precio, el cierre de BUSI fue de 26,19 y luego 30.');
    expect(findings.map((f) => [f.code, f.detail])).toEqual([
      ['figure_without_source', 'figure without a source: 30'],
      ['names_a_tool', 'tool named in the answer: precio'],
    ]);
    expect(findings[1]?.message.es).toBe('La respuesta nombra la herramienta precio.');
  });

  it('passes an answer it has nothing against, and the table without its line never reports it', () => {
    expect(run('El cierre de BUSI fue de 26,19.')).toEqual([]);
    expect(run('Según precio, el cierre de BUSI fue de 26,19.', VERIFIER_RULES)).toEqual([]);
  });

  it('is worded by the pages in both languages from its own words', () => {
    const [finding] = run('Según precio, el cierre de BUSI fue de 26,19.');
    if (!finding) throw new Error('no finding');
    const known = findingWords(RULES);
    expect(findingWording(finding, 'en', known)).toBe('tool named in the answer: precio');
    expect(findingWording(finding, 'es', known)).toBe('herramienta nombrada en la respuesta: precio');
    expect(findingChecks(finding, 'es', known)).toBe('La respuesta no nombra las herramientas que usó.');
    // The lab's own findings keep their wording beside it.
    expect(detailWording('figure without a source: 30', 'es', known)).toBe('cifra sin fuente: 30');
    expect(detailWording('no answer: step limit', 'es', known)).toBe('sin respuesta: límite de pasos');
  });
});

describe("the verifier's table", () => {
  it('lists every rule once, each with its words in both languages and its variable part at most once', () => {
    const ids = findingWords().map((w) => w.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const words of findingWords()) {
      expect(words.id).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
      for (const text of [words.checks.en, words.checks.es, words.detail.en, words.detail.es]) expect(text.trim()).not.toBe('');
      expect(words.detail.en.split('{}').length).toBe(words.detail.es.split('{}').length);
      expect(words.detail.en.split('{}').length).toBeLessThanOrEqual(2);
    }
  });
});
