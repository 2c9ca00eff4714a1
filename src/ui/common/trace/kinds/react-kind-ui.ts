// The ReAct loop's side in the UI (run-kind-ui.ts): a row of the comparison a step (its calls with their parsed
// arguments, the results sent back, the guardrails' notes, the answer), the timeline with its step-through, the
// events so far while a live run is held, and a presenter slide per reveal unit, with its header and last slide.
import type { RevealUnit, RunEdit, Trace, TraceEvent } from '../../../../core/agent/index.ts';
import type { UiLanguage } from '../../../../core/i18n/index.ts';
import { REACT_KIND } from '../../../../core/run/index.ts';
import type { CompareLine, CompareRow } from '../../workbench/compare-rows.ts';
import { visiblePiece } from '../../local-model/alternatives-format.ts';
import { findingWording } from '../finding-wording.ts';
import { guardTitle, guardWording } from '../guard-wording.ts';
import { reactEnding, reactFacts } from '../presenter-facts.ts';
import { revealText } from '../reveal-texts.ts';
import SteppedTrace from '../SteppedTrace.svelte';
import { reactWhere } from '../step-where.ts';
import { argsText, timelineSteps } from '../timeline-steps.ts';
import TraceTimeline from '../TraceTimeline.svelte';
import { rendered, type PresenterContent, type RunKindUi } from './run-kind-ui.ts';

const cut = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max)}…` : text);

const EDIT_WORDS = {
  en: {
    result: (step: number, call: number) => `result ${call + 1} of step ${step} edited`,
    approval: (step: number, call: number, approved: boolean) => `call ${call + 1} of step ${step} ${approved ? 'approved' : 'denied'}`,
    reply: (step: number) => `reply of step ${step} edited`,
    token: (step: number, position: number, piece: string) => `token ${position + 1} of step ${step} forced to “${visiblePiece(piece)}”`,
  },
  es: {
    result: (step: number, call: number) => `resultado ${call + 1} del paso ${step} editado`,
    approval: (step: number, call: number, approved: boolean) => `llamada ${call + 1} del paso ${step} ${approved ? 'aprobada' : 'denegada'}`,
    reply: (step: number) => `respuesta del paso ${step} editada`,
    token: (step: number, position: number, piece: string) => `token ${position + 1} del paso ${step} forzado a «${visiblePiece(piece)}»`,
  },
} as const;

export const REACT_UI: RunKindUi<Trace, RunEdit, RevealUnit> = {
  kind: REACT_KIND,
  column: (trace, lang) => {
    const { steps, errors, tokens, findings, answer } = REACT_KIND.figures(trace);
    return { trace, rows: rows(trace, lang), figures: { steps, errors, tokens, findings: findings.length, answer } };
  },
  editText: (edit, lang) => {
    if (edit.kind === 'result') return EDIT_WORDS[lang].result(edit.step, edit.call);
    if (edit.kind === 'token') return EDIT_WORDS[lang].token(edit.step, edit.position, edit.piece);
    if (edit.kind === 'approval') return EDIT_WORDS[lang].approval(edit.step, edit.call, edit.approved);
    return EDIT_WORDS[lang].reply(edit.step);
  },
  view: ({ trace, stepper, onfork, modelText = false }) =>
    rendered(SteppedTrace, { trace, stepper, ...(onfork ? { fork: { modelText, onfork } } : {}) }),
  live: (sofar) => {
    const units = REACT_KIND.stepUnits(sofar);
    // Its counts are a moment away (the run so far is counted before it is shown, once the counter is ready).
    return rendered(TraceTimeline, { trace: sofar, reveal: { shown: units.length, units }, counting: true });
  },
  presenter,
  where: reactWhere,
  facts: reactFacts,
  ending: reactEnding,
};

/** `lang`: the page's, for the guardrails' notes. */
function rows(trace: Trace, lang: UiLanguage): CompareRow[] {
  return timelineSteps(trace).map((s) => ({
    label: String(s.step),
    ...(s.request?.sent ? { tokens: s.request.tokens } : {}),
    lines: [
      ...s.calls.flatMap((c): CompareLine[] => [
        { kind: 'call', text: `${c.call.name || '?'}(${argsText(c.result?.args ?? c.call.rawArgs)})`, ...(c.call.edited ? { edited: true } : {}) },
        ...(c.result ? [{ kind: 'result' as const, text: `→ ${cut(c.result.wireText)}`, ...(c.result.edited ? { edited: true } : {}), ...(c.result.isError ? { error: true } : {}) }] : []),
      ]),
      ...s.guardrails.map((g): CompareLine => ({ kind: 'note', text: `${guardTitle(g.guard)[lang]}: ${guardWording(g.guard, g.detail, lang)}`, error: true })),
      ...(s.answer !== undefined ? [{ kind: 'answer' as const, text: s.answer }] : []),
    ],
  }));
}

/** The unit's sentence (reveal-texts.ts) and its events' own text: the calls asked for, the text the model receives, the answer, the findings. */
function presenter(trace: Trace, unit: RevealUnit, lang: UiLanguage): PresenterContent {
  const events = unit.eventIndices.map((i) => trace.events[i]).filter((e): e is TraceEvent => e !== undefined);
  const body = events.flatMap((e): string[] => {
    if (e.type === 'call') return [`${e.name || '?'}(${argsText(e.rawArgs)})`];
    if (e.type === 'text' || e.type === 'answer') return [e.text];
    if (e.type === 'result') return [e.wireText];
    if (e.type === 'verification') return e.findings.map((f) => findingWording(f, lang));
    return [];
  });
  const edited = events.some((e) => 'edited' in e && e.edited === true);
  return { sentence: revealText(trace, unit), body, edited };
}
