// Whether Load asks before it downloads, and how much: a student on a phone or a metered school network should not
// start half a gigabyte with one click, and a model this browser already holds needs no question.
import type { LocalDtype } from '../../../llm/device-choice.ts';
import type { ModelSource } from '../../../llm/engine/model-source.ts';
import { summarize, type DownloadSummary } from '../../../llm/load-plan.ts';
import { planLoad, type LoadPlan, type PlanDeps } from './model-cache.ts';

/** Downloads above this ask first: 100 MB, in the decimal units the page prints. */
export const CONFIRM_ABOVE_BYTES = 100e6;

/** What Load asks before it starts: the bytes to download, or undefined where nobody knows them before loading. */
export interface DownloadQuestion {
  bytes: number | undefined;
}

/**
 * The question for a download, or null when Load may start at once: over CONFIRM_ABOVE_BYTES still to download,
 * or a Hub model the lab does not know (its size is unknown until it loads, and may well be large). A model this
 * site serves with a size it cannot read (a missing folder) asks nothing: the Load says what is missing.
 */
export function downloadQuestion(summary: DownloadSummary, sizesFrom: LoadPlan['sizesFrom']): DownloadQuestion | null {
  if (summary.toDownload > CONFIRM_ABOVE_BYTES) return { bytes: summary.toDownload };
  if (sizesFrom === 'unknown' && summary.unknown) return { bytes: undefined };
  return null;
}

/** What a Load of `source` at `dtype` would download now (this browser's cache read afresh), and the question. */
export interface DownloadFacts {
  summary: DownloadSummary;
  sizesFrom: LoadPlan['sizesFrom'];
  question: DownloadQuestion | null;
}

export async function readDownload(source: ModelSource, dtype: LocalDtype, baseUri: string, deps: PlanDeps = {}): Promise<DownloadFacts> {
  const plan = await planLoad(source, dtype, baseUri, deps);
  const summary = summarize(plan.files);
  return { summary, sizesFrom: plan.sizesFrom, question: downloadQuestion(summary, plan.sizesFrom) };
}

/** How long Load waits for the sizes before it starts without asking (a host that never answers a HEAD). */
export const QUESTION_WAIT_MS = 2000;

/**
 * Load's question, read when Load is pressed: sizes that cannot be read (a failed read, or none within `waitMs`)
 * ask nothing, and the Load itself says what went wrong.
 */
export function askBeforeLoad(source: ModelSource, dtype: LocalDtype, baseUri: string, waitMs = QUESTION_WAIT_MS, deps: PlanDeps = {}): Promise<DownloadQuestion | null> {
  const read = readDownload(source, dtype, baseUri, deps).then((d) => d.question, () => null);
  return Promise.race([read, new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs))]);
}
