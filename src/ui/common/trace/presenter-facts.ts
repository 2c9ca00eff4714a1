// What the presenter view says of the run besides the current step, worked out from its trace: the header's
// guardrails (on or off each, and the limits they hold) and tokens sent up to the current unit, and the last slide,
// how the run came out (its answer, why it stopped, the verifier's verdict), which End and an all-shown run show.
// A projected run read as one sentence on a blank slide, and End as "Press → to start".
import type { Finding, PlanTrace, RevealUnit, Trace } from '../../../core/agent/index.ts';
import { guardrailOn, switchGuardrails, validation } from '../../../core/guardrails/index.ts';
import type { UiLanguage } from '../../../core/i18n/index.ts';
import { capitalized, GLOSSARY } from '../glossary.ts';
import { formatCount } from '../format-count.ts';
import { tokenCount } from '../labels.ts';
import { PLAN_VIEW_TEXT } from './plan-view-texts.ts';
import { endText } from './run-texts.ts';

/** The header's facts about the run. */
export interface PresenterFacts {
  /** The guardrails it ran with, in a line. */
  guardrails: string;
  /** The tokens sent up to the current unit, in a line; null: not counted for this kind of run (a plan's are its model's). */
  tokens: string | null;
}

/** The run's last slide. */
export interface PresenterEnding {
  /** Its final answer; null: it has none. */
  answer: string | null;
  /** Why it stopped, in a sentence. */
  end: string;
  /** The verifier's verdict: its findings, none when the answer passed. */
  findings: readonly Finding[];
}

const WORDS = {
  en: {
    allOn: (n: number) => `all ${n} on`,
    allOff: (n: number) => `all ${n} off`,
    someOn: (on: number, n: number) => `${on} of ${n} on`,
    off: (_n: number) => 'off',
    soFar: (tokens: string) => `Tokens sent so far: ${tokens}`,
    total: (tokens: string) => `Tokens sent in total: ${tokens}`,
    plan: (validation: string) => `${validation} of the parameters; no loop to limit (the program holds the plan)`,
  },
  es: {
    allOn: (n: number) => `las ${n} activas`,
    allOff: (n: number) => `las ${n} desactivadas`,
    someOn: (on: number, n: number) => `${on} de ${n} activas`,
    off: (n: number) => (n === 1 ? 'desactivada' : 'desactivadas'),
    soFar: (tokens: string) => `Tokens enviados hasta ahora: ${tokens}`,
    total: (tokens: string) => `Tokens enviados en total: ${tokens}`,
    plan: (validation: string) => `${validation} de los parámetros; ningún bucle que limitar (el programa lleva el plan)`,
  },
} as const;

const guardrailsWord = (lang: UiLanguage) => capitalized(GLOSSARY.guardrail.plural[lang]);

/**
 * A ReAct run's header with its first `shown` units of `units` on screen (null: all shown): its switches as the
 * controls name them, the limits of those on, and the running total of the last request revealed.
 * @example reactFacts(bucle, units, 7, 'en').tokens // 'Tokens sent so far: 298'
 */
export function reactFacts(trace: Trace, units: readonly RevealUnit[], shown: number | null, lang: UiLanguage): PresenterFacts {
  const w = WORDS[lang];
  const { switches, limits } = trace.settings;
  const all = switchGuardrails();
  const off = all.filter((g) => !guardrailOn(g, { switches })).map((g) => g.words.label[lang]);
  const n = all.length;
  const status = off.length === 0 ? w.allOn(n) : off.length === n ? w.allOff(n) : `${w.someOn(n - off.length, n)}; ${w.off(off.length)}: ${off.join(', ')}`;
  // The limits on what a run sends, of those on (an output's cap is not one).
  const held = all.flatMap((g) => {
    const limit = g.setting.kind === 'switch' ? g.setting.limit : undefined;
    if (g.place !== 'request' || !limit || !guardrailOn(g, { switches })) return [];
    return [`${g.words.label[lang].toLocaleLowerCase(lang)} ${formatCount(limits[limit.key], lang)}`];
  });
  const sent = tokenCount(tokensSent(trace, units, shown), lang);
  return {
    guardrails: [`${guardrailsWord(lang)}: ${status}`, ...held].join(' · '),
    tokens: shown === null ? w.total(sent) : w.soFar(sent),
  };
}

/** The running total of the last request among the first `shown` units (null: all shown, the run's total). */
function tokensSent(trace: Trace, units: readonly RevealUnit[], shown: number | null): number | null {
  if (shown === null) return trace.summary.tokens;
  let total: number | null = 0;
  for (const unit of units.slice(0, shown)) {
    for (const i of unit.eventIndices) {
      const event = trace.events[i];
      if (event?.type === 'request') total = event.totalTokens;
    }
  }
  return total;
}

/** A plan's header: its one check, and no token count (a plan's tokens are its model's, not recorded in its trace). */
export function planFacts(lang: UiLanguage): PresenterFacts {
  return { guardrails: `${guardrailsWord(lang)}: ${WORDS[lang].plan(validation.words.label[lang])}`, tokens: null };
}

export function reactEnding(trace: Trace, lang: UiLanguage): PresenterEnding {
  return { answer: trace.summary.answer, end: endText(trace.summary.end)[lang], findings: trace.summary.findings };
}

export function planEnding(trace: PlanTrace, lang: UiLanguage): PresenterEnding {
  const t = PLAN_VIEW_TEXT[lang];
  return { answer: trace.answer, end: `${t.end} ${t.ended[trace.end]}.`, findings: trace.findings };
}
