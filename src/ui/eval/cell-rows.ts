// The results table's rows: one per cell (suite × design × backend) of the results kept, its figures written
// through Intl in the UI's language (85,7 % in Spanish), a missing figure as "—" (precision with nothing flagged,
// recall with nothing wrong, tokens never counted). The format failures and wrong tools are counted apart from the
// other labels, so the local model's decodings (a row each) compare on them. Pure, so a test checks the rows against
// summarizeCells.
import { DECODER_FAILED, EVAL_DESIGNS, LAB_SUITE_DESIGN, summarizeCells, WRONG_FUNC_NAME, type CellSummary, type DesignId, type EvalResult } from '../../core/eval/index.ts';
import { isProviderId } from '../../core/shapes/index.ts';
import type { Lang } from '../common/i18n.svelte.ts';
import { providerLabel } from '../common/labels.ts';
import { DECODING_LABELS, DECODING_WORD } from '../common/local-model/decoding-labels.ts';
import { readLocalBackend } from './local-backend-id.ts';

export interface CellRow {
  /** The cell's key, for its runs (cellResults). */
  id: string;
  summary: CellSummary;
  suite: string;
  design: string;
  backend: string;
  pass1: string;
  passK: string;
  flagRate: string;
  precision: string;
  recall: string;
  steps: string;
  tokens: string;
  ms: string;
  /** decoder_failed labels: calls that could not be read, or only by the lenient parser, or written in the answer. */
  formatFailures: string;
  /** wrong_func_name labels: readable calls to a tool not offered. */
  wrongTool: string;
  /** `wrong_count ×3, value_error:fecha ×1`, most frequent first; "—" when every call was well formed. */
  labels: string;
}

const locale = (lang: Lang) => (lang === 'es' ? 'es-ES' : 'en-US');
const NONE = '—';

export function percent(value: number | null | undefined, lang: Lang): string {
  return value === null || value === undefined ? NONE : new Intl.NumberFormat(locale(lang), { style: 'percent', maximumFractionDigits: 1 }).format(value);
}

export function decimal(value: number | null | undefined, lang: Lang, digits = 1): string {
  return value === null || value === undefined ? NONE : new Intl.NumberFormat(locale(lang), { maximumFractionDigits: digits }).format(value);
}

export function cellId(c: Pick<EvalResult, 'suite' | 'design' | 'backend' | 'variant'>): string {
  return [c.suite, c.design, c.backend, c.variant].join('|');
}

export function suiteLabel(suite: string, lang: Lang): string {
  if (suite === 'lesson') return lang === 'es' ? 'Lección' : 'Lesson';
  return `${lang === 'es' ? 'Laboratorio' : 'Lab'} ${suite.replace(/^lab:/, '')}`;
}

export function designLabel(design: string, lang: Lang): string {
  if (design === LAB_SUITE_DESIGN) return lang === 'es' ? 'ReAct del laboratorio' : "The lab's ReAct";
  return design in EVAL_DESIGNS ? EVAL_DESIGNS[design as DesignId].label[lang] : design;
}

/** `policy:anthropic` → "Anthropic Messages (seeded policy)"; a lab's scripted good runs, a real model, the local model with its decoding. */
export function backendLabel(backend: string, lang: Lang): string {
  const [kind, ...rest] = backend.split(':');
  const name = rest.join(':');
  if (kind === 'policy' && isProviderId(name)) return `${providerLabel(name)} (${lang === 'es' ? 'política sembrada' : 'seeded policy'})`;
  if (kind === 'scripted' && isProviderId(name)) return `${providerLabel(name)} (${lang === 'es' ? 'guion bueno' : 'good script'})`;
  if (kind === 'real') return `${lang === 'es' ? 'API real' : 'Real API'}: ${name}`;
  if (kind === 'local') {
    const { model, decoding } = readLocalBackend(name);
    return `${lang === 'es' ? 'Modelo local' : 'Local model'}: ${model} (${DECODING_WORD[lang].toLocaleLowerCase(lang)}: ${DECODING_LABELS[decoding][lang]})`;
  }
  return backend;
}

export function labelsText(labels: Record<string, number>): string {
  const entries = Object.entries(labels).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return entries.length === 0 ? NONE : entries.map(([label, n]) => `${label} ×${n}`).join(', ');
}

export function cellRows(results: readonly EvalResult[], lang: Lang): CellRow[] {
  return summarizeCells(results).map((summary) => ({
    id: cellId(summary),
    summary,
    suite: suiteLabel(summary.suite, lang),
    design: designLabel(summary.design, lang),
    backend: backendLabel(summary.backend, lang),
    pass1: percent(summary.pass1, lang),
    passK: percent(summary.passK.at(-1), lang),
    flagRate: percent(summary.flagRate, lang),
    precision: percent(summary.precision, lang),
    recall: percent(summary.recall, lang),
    steps: decimal(summary.meanSteps, lang),
    tokens: decimal(summary.meanTokens, lang, 0),
    ms: decimal(summary.meanMs, lang, 0),
    formatFailures: decimal(summary.labels[DECODER_FAILED] ?? 0, lang, 0),
    wrongTool: decimal(summary.labels[WRONG_FUNC_NAME] ?? 0, lang, 0),
    labels: labelsText(summary.labels),
  }));
}

/** The results of one cell, in task then run order. */
export function cellResults(results: readonly EvalResult[], id: string): EvalResult[] {
  return results.filter((r) => cellId(r) === id).sort((a, b) => a.taskId.localeCompare(b.taskId) || a.run - b.run);
}
