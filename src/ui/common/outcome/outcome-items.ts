// A run's outcome in the few figures a class reads first (the verdict, why it stopped, its steps, tool errors and
// tokens sent), each beside its change against the run shown before it: what one toggled guardrail did, said
// where the controls are, so the "before" is not lost when the run is replaced. A plan's run reads as the same
// figures (plan-outcome.ts), and a page may add counts of its own, in its own words (a companion lab's iterations).
import type { EndReason, Finding, PlanTrace } from '../../../core/agent/index.ts';
import type { Bilingual, UiLanguage } from '../../../core/i18n/index.ts';
import { formatCount } from '../format-count.ts';
import { ARRIVING } from '../labels.ts';
import { endShort } from '../trace/run-texts.ts';
import { OUTCOME_TEXT } from './outcome-texts.ts';

export type OutcomeWhat = 'verdict' | 'end' | 'steps' | 'errors' | 'tokens';

/** A plan that ended before its answer, in the plan's own terms (a ReAct run's end is an EndReason). */
export interface PlanStop {
  kind: 'plan_stopped';
  reason: Exclude<PlanTrace['end'], 'answered'>;
}

/** A count a page keeps in its own words besides the five (a companion lab's iterations), compared as they are. */
export interface OwnCount {
  what: string;
  name: Bilingual;
  n: number;
}

/** What the strip reads of a run: a ReAct trace's summary as it is, or a plan's figures; and the page's own counts. */
export interface OutcomeSummary {
  /** Requests sent to the model. */
  steps: number;
  /** Tool calls whose result was an error. */
  errors: number;
  /** Null where unknown, or on their way. */
  tokens: number | null;
  answer: string | null;
  end: EndReason | PlanStop;
  findings: readonly Finding[];
  own?: readonly OwnCount[];
}

export interface OutcomeItem {
  /** One of the five, or a page's own count's. */
  what: OutcomeWhat | (string & {});
  name: string;
  value: string;
  /** Against the run before: "+1", "−435", "was: step limit"; absent when there is none or nothing changed. */
  change?: string;
  changed: boolean;
  /** The verdict and the stop reason are good or bad news; the counts are neither. */
  tone?: 'ok' | 'bad';
}

/**
 * The outcome of `now` in `lang`, each figure against `before` where there is one (an unknown token count is
 * compared with nothing); `arriving`: the token counts are on their way (labels.ts's `countsArriving`).
 */
export function outcomeItems(now: OutcomeSummary, before: OutcomeSummary | undefined, lang: UiLanguage, arriving = false): OutcomeItem[] {
  const t = OUTCOME_TEXT[lang];
  const verdict = (s: OutcomeSummary) => (s.findings.length === 0 ? t.ok : t.findings(s.findings.length));
  const end = ({ end }: OutcomeSummary) => (end.kind === 'plan_stopped' ? t.planStops[end.reason] : endShort(end)[lang]);
  const count = (what: string, name: string, n: number | null, was: number | null | undefined): OutcomeItem => {
    const value = n === null ? (arriving ? ARRIVING[lang] : t.unknown) : formatCount(n, lang);
    if (n === null || was === null || was === undefined || was === n) return { what, name, value, changed: false };
    const diff = n - was;
    return { what, name, value, change: diff > 0 ? `+${formatCount(diff, lang)}` : `−${formatCount(-diff, lang)}`, changed: true };
  };
  const word = (what: 'verdict' | 'end', value: string, was: string | undefined, good: boolean): OutcomeItem =>
    was === undefined || was === value
      ? { what, name: t.names[what], value, changed: false, tone: good ? 'ok' : 'bad' }
      : { what, name: t.names[what], value, change: t.was(was), changed: true, tone: good ? 'ok' : 'bad' };
  return [
    word('verdict', verdict(now), before && verdict(before), now.findings.length === 0 && now.answer !== null),
    word('end', end(now), before && end(before), now.end.kind === 'answered'),
    count('steps', t.names.steps, now.steps, before?.steps),
    count('errors', t.names.errors, now.errors, before?.errors),
    count('tokens', t.names.tokens, now.tokens, before?.tokens),
    ...(now.own ?? []).map((own) => count(own.what, own.name[lang], own.n, before?.own?.find((b) => b.what === own.what)?.n)),
  ];
}
