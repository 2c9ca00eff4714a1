// A run's outcome in the few figures a class reads first (the verdict, why it stopped, its steps, tool errors and
// tokens sent), each beside its change against the run shown before it: what one toggled guardrail did, said
// where the controls are, so the "before" is not lost when the run is replaced.
import type { TraceSummary } from '../../../core/agent/index.ts';
import type { UiLanguage } from '../../../core/i18n/index.ts';
import { formatCount } from '../format-count.ts';
import { endShort } from '../trace/run-texts.ts';
import { OUTCOME_TEXT } from './outcome-texts.ts';

export type OutcomeWhat = 'verdict' | 'end' | 'steps' | 'errors' | 'tokens';

export interface OutcomeItem {
  what: OutcomeWhat;
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
 * compared with nothing); `counting`: the token counts are on their way.
 */
export function outcomeItems(now: TraceSummary, before: TraceSummary | undefined, lang: UiLanguage, counting = false): OutcomeItem[] {
  const t = OUTCOME_TEXT[lang];
  const verdict = (s: TraceSummary) => (s.findings.length === 0 ? t.ok : t.findings(s.findings.length));
  const end = (s: TraceSummary) => endShort(s.end)[lang];
  const count = (what: 'steps' | 'errors' | 'tokens', n: number | null, was: number | null | undefined): OutcomeItem => {
    const value = n === null ? (counting ? t.counting : t.unknown) : formatCount(n, lang);
    if (n === null || was === null || was === undefined || was === n) return { what, name: t.names[what], value, changed: false };
    const diff = n - was;
    return { what, name: t.names[what], value, change: diff > 0 ? `+${formatCount(diff, lang)}` : `−${formatCount(-diff, lang)}`, changed: true };
  };
  const word = (what: 'verdict' | 'end', value: string, was: string | undefined, good: boolean): OutcomeItem =>
    was === undefined || was === value
      ? { what, name: t.names[what], value, changed: false, tone: good ? 'ok' : 'bad' }
      : { what, name: t.names[what], value, change: t.was(was), changed: true, tone: good ? 'ok' : 'bad' };
  return [
    word('verdict', verdict(now), before && verdict(before), now.findings.length === 0 && now.answer !== null),
    word('end', end(now), before && end(before), now.end.kind === 'answered'),
    count('steps', now.steps, before?.steps),
    count('errors', now.errors, before?.errors),
    count('tokens', now.tokens, before?.tokens),
  ];
}
