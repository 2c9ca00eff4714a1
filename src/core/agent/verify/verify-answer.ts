// The lesson's final-answer verifier: the answer is checked against the trace with deterministic rules.
//   - every figure appears in a successful tool result or in the question (within the lesson's tolerance);
//   - every percentage comes from a computing tool (or restates one the question gives);
//   - a tool error nothing resolved means the answer cannot give that datum (unresolved-errors.ts);
//   - every quoted headline appears word for word in some news result (exercise 1);
//   - every ISO date (2024-03-15) appears in the question or a result (the lesson's reader split it into 2024, 03
//     and 15 and checked each; as a whole it cannot pass on borrowed parts);
//   - a question that asks for a percentage gets one (the lesson's suggested rule for the wrong-tool scenario).
// Options for other kits (verifier-options.ts): quotes checked against any result, counts written as words in the
// question, totals the verifier adds up itself, and answers that obey an instruction found in a tool result.
// Quoted passages are judged only by the headline rule: a real headline may carry figures ("sube un 5 %") that
// no tool computed, and an invented one is flagged once, as invented.
import { asksForPercentage } from './asks-for-percentage.ts';
import { isCheckedTotal } from './checked-totals.ts';
import {
  dateWithoutSource,
  figureWithoutSource,
  followsToolInstruction,
  inventedHeadline,
  inventedQuote,
  missingPercentage,
  noAnswer,
  percentageWithoutCalculation,
  unresolvedToolError,
  type Finding,
} from './finding.ts';
import { splitQuotes } from './quoted-text.ts';
import { numberWordsIn } from './number-words.ts';
import { stringsIn } from './strings-in.ts';
import { isNear, numbersInValue, readNumbers, type WrittenNumber } from './read-numbers.ts';
import { followsInstruction, instructionsIn } from './tool-instructions.ts';
import { unresolvedErrors } from './unresolved-errors.ts';
import { LESSON_VERIFIER_OPTIONS, type VerifierOptions } from './verifier-options.ts';
import { succeeded, type VerifiedCall, type VerifyInput } from './verify-input.ts';

const ISO_DATE = /(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)/g;
const PERCENT_SIGN = /^\s*(?:%|por\s+ciento(?!\p{L})|per\s?cent(?!\p{L}))/iu;

/**
 * Findings on a finished run; an empty list means the answer passed.
 * @example verifyAnswer({ question: '¿Cuál fue el cierre de ACME el 2024-03-15?', answer: '… fue de $10.', calls })
 *   // details: ['figure without a source: 10', 'unresolved tool error']
 */
export function verifyAnswer(input: VerifyInput, options: VerifierOptions = LESSON_VERIFIER_OPTIONS): Finding[] {
  const { question, answer, calls } = input;
  if (answer === null) return [noAnswer(input.endReason ?? 'step limit')];
  if (answer.trim() === '') return [noAnswer('empty answer')];

  const ok = calls.filter(succeeded);
  const fromResults = ok.flatMap((c) => numbersInValue(c.output.resultado));
  const inQuestion = [...numbersInValue(question), ...(options.questionNumberWords ? numberWordsIn(question) : [])];
  const seen = [...fromResults, ...inQuestion];
  const computed = ok.flatMap((c) => computedNumbers(c, options));
  const askedPercentages = percentages(question).flatMap((n) => n.values);

  const { quotes, rest } = splitQuotes(answer);
  const dates = rest.match(ISO_DATE) ?? [];
  const prose = rest.replace(ISO_DATE, (d) => ' '.repeat(d.length));
  const figures = readNumbers(prose);
  const given = percentages(prose);

  const findings: Finding[] = [];
  /** Figures written so far that a tool result gave: the terms a checked total may add up. */
  const terms: number[] = [];
  for (const n of figures) {
    const fromTool = n.values.find((x) => isNear(x, fromResults));
    if (fromTool !== undefined) terms.push(fromTool);
    if (n.values.some((x) => isNear(x, seen))) continue;
    if (options.checkedTotals && n.values.some((x) => isCheckedTotal(x, terms, inQuestion))) continue;
    findings.push(figureWithoutSource(n.text));
  }
  for (const n of given) {
    if (!n.values.some((x) => isNear(x, computed) || isNear(x, askedPercentages))) {
      findings.push(percentageWithoutCalculation(n.text));
    }
  }
  for (const call of unresolvedErrors(calls, answer)) {
    findings.push(unresolvedToolError(call.name, 'error' in call.output ? call.output.error : ''));
  }
  const inResults = options.quotes === 'results';
  const sources = inResults ? ok.flatMap((c) => stringsIn(c.output.resultado)) : ok.flatMap((c) => headlinesOf(c, options));
  for (const q of quotes) {
    if (!sources.some((h) => h.includes(q))) findings.push(inResults ? inventedQuote(q) : inventedHeadline(q));
  }
  if (options.toolInstructions) {
    for (const call of calls) {
      const obeyed = instructionsIn(call.output).find((i) => followsInstruction(answer, i));
      if (obeyed) findings.push(followsToolInstruction(call.name, obeyed.text));
    }
  }
  const knownDates = new Set([...(question.match(ISO_DATE) ?? []), ...ok.flatMap((c) => datesIn(c.output.resultado))]);
  for (const d of dates) {
    if (!knownDates.has(d)) findings.push(dateWithoutSource(d));
  }
  if (asksForPercentage(question) && given.length === 0) findings.push(missingPercentage());
  return unique(findings);
}

function percentages(text: string): WrittenNumber[] {
  return readNumbers(text).filter((n) => PERCENT_SIGN.test(text.slice(n.index + n.text.length)));
}

function computedNumbers(call: VerifiedCall & { output: { resultado: unknown } }, options: VerifierOptions): number[] {
  const tool = options.computingTools.find((t) => t.name === call.name);
  if (!tool) return [];
  const result = call.output.resultado;
  if (!tool.fields) return numbersInValue(result);
  if (result === null || typeof result !== 'object') return [];
  const fields = result as Record<string, unknown>;
  return tool.fields.flatMap((f) => numbersInValue(fields[f]));
}

function headlinesOf(call: VerifiedCall & { output: { resultado: unknown } }, options: VerifierOptions): string[] {
  const tool = options.headlineTools.find((t) => t.name === call.name);
  return tool ? valuesOfField(call.output.resultado, tool.field) : [];
}

function valuesOfField(value: unknown, field: string): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => valuesOfField(v, field));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k === field && typeof v === 'string' ? [v] : valuesOfField(v, field),
  );
}

function datesIn(value: unknown): string[] {
  if (typeof value === 'string') return value.match(ISO_DATE) ?? [];
  if (Array.isArray(value)) return value.flatMap(datesIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(datesIn);
  return [];
}

function unique(findings: Finding[]): Finding[] {
  const details = new Set<string>();
  return findings.filter((f) => {
    const fresh = !details.has(f.detail) || f.code === 'unresolved_tool_error';
    details.add(f.detail);
    return fresh;
  });
}
