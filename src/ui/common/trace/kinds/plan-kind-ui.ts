// Plan and execute's side in the UI (run-kind-ui.ts): a row of the comparison a stage, the plan's view with its
// step-through stage by stage, the stages so far while a live run is held, and a presenter slide per stage (the
// extractor's attempts, the program's calls, the writer's sentence, the verifier's verdict), with its header and
// the plan's outcome as its last slide.
import type { PlanEdit, PlanStage, PlanTrace } from '../../../../core/agent/index.ts';
import type { Bilingual, UiLanguage } from '../../../../core/i18n/index.ts';
import { PLAN_KIND } from '../../../../core/run/index.ts';
import { visiblePiece } from '../../local-model/alternatives-format.ts';
import type { CompareRow } from '../../workbench/compare-rows.ts';
import { findingWording } from '../finding-wording.ts';
import { PLAN_VIEW_TEXT } from '../plan-view-texts.ts';
import PlanView from '../PlanView.svelte';
import { planEnding, planFacts } from '../presenter-facts.ts';
import { planWhere } from '../step-where.ts';
import { argsText } from '../timeline-steps.ts';
import { rendered, type PresenterContent, type RunKindUi } from './run-kind-ui.ts';

const cut = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** A stage's row in the comparison, numbered in the plan's order: "2. compute". */
const STAGE_ORDER: readonly PlanStage['stage'][] = ['extract', 'compute', 'write', 'verify'];
const stageLabel = (stage: PlanStage['stage'], lang: UiLanguage) => `${STAGE_ORDER.indexOf(stage) + 1}. ${PLAN_VIEW_TEXT[lang].stageWord[stage]}`;

const EDIT_WORDS = {
  en: {
    result: (call: number) => `result of the program's call ${call + 1} edited`,
    reply: (stage: 'extract' | 'write', attempt: number) => (stage === 'extract' ? `extractor's reply ${attempt} edited` : "writer's sentence edited"),
    token: (stage: 'extract' | 'write', attempt: number, position: number, piece: string) =>
      `token ${position + 1} of the ${stage === 'extract' ? `extractor's reply ${attempt}` : "writer's sentence"} forced to “${visiblePiece(piece)}”`,
  },
  es: {
    result: (call: number) => `resultado de la llamada ${call + 1} del programa editado`,
    reply: (stage: 'extract' | 'write', attempt: number) => (stage === 'extract' ? `respuesta ${attempt} del extractor editada` : 'frase del redactor editada'),
    token: (stage: 'extract' | 'write', attempt: number, position: number, piece: string) =>
      `token ${position + 1} de ${stage === 'extract' ? `la respuesta ${attempt} del extractor` : 'la frase del redactor'} forzado a «${visiblePiece(piece)}»`,
  },
} as const;

export const PLAN_UI: RunKindUi<PlanTrace, PlanEdit, PlanStage> = {
  kind: PLAN_KIND,
  // A plan's tokens are its model's, not known here: its column has no token figure (and no trace for the token chart).
  column: (trace, lang) => {
    const { steps, errors, findings, answer } = PLAN_KIND.figures(trace);
    return { rows: rows(trace, lang), figures: { steps, errors, findings: findings.length, answer } };
  },
  editText: (edit, lang) => {
    if (edit.kind === 'stage-result') return EDIT_WORDS[lang].result(edit.call);
    if (edit.kind === 'stage-token') return EDIT_WORDS[lang].token(edit.stage, edit.attempt, edit.position, edit.piece);
    return EDIT_WORDS[lang].reply(edit.stage, edit.attempt);
  },
  view: ({ trace, stepper, onfork, scripted = null, by }) =>
    rendered(PlanView, { trace, stepper, scripted, ...(by === undefined ? {} : { by }), ...(onfork ? { onfork } : {}) }),
  live: (sofar) => rendered(PlanView, { trace: sofar, live: true }),
  presenter: (_trace, stage, lang) => presenter(stage, lang),
  where: (_trace, stages, shown, lang) => planWhere(stages, shown, lang),
  facts: (_trace, _stages, _shown, lang) => planFacts(lang),
  ending: planEnding,
};

function rows(trace: PlanTrace, lang: UiLanguage): CompareRow[] {
  return trace.stages.map((stage): CompareRow => {
    if (stage.stage === 'extract') {
      return { label: stageLabel(stage.stage, lang), lines: stage.attempts.map((a) => ({ kind: 'call', text: a.raw ?? a.failure ?? '', ...(a.edited ? { edited: true } : {}), ...(a.error ? { error: true } : {}) })) };
    }
    if (stage.stage === 'compute') {
      return {
        label: stageLabel(stage.stage, lang),
        lines: stage.calls.map((c, i) => ({
          kind: 'result',
          text: `${c.name}(${argsText(c.args)}) → ${cut(JSON.stringify(c.output))}`,
          ...(stage.editedCalls?.includes(i) ? { edited: true } : {}),
          ...('error' in c.output ? { error: true } : {}),
        })),
      };
    }
    if (stage.stage === 'write') return { label: stageLabel(stage.stage, lang), lines: [{ kind: 'answer', text: stage.sentence ?? stage.failure ?? '', ...(stage.edited ? { edited: true } : {}) }] };
    return { label: stageLabel(stage.stage, lang), lines: stage.findings.map((f) => ({ kind: 'note', text: findingWording(f, lang), error: true })) };
  });
}

/** One stage on the projector: its title and outcome in a sentence, what went in and came out verbatim. */
function presenter(stage: PlanStage, lang: UiLanguage): PresenterContent {
  const t = PLAN_VIEW_TEXT[lang];
  const say = (title: (l: UiLanguage) => string, outcome: (l: UiLanguage) => string): Bilingual => ({
    en: `${title('en')}: ${outcome('en')}`,
    es: `${title('es')}: ${outcome('es')}`,
  });
  switch (stage.stage) {
    case 'extract':
      return {
        sentence: say((l) => PLAN_VIEW_TEXT[l].extract, (l) => PLAN_VIEW_TEXT[l].extracted(stage.attempts.length, stage.params !== null)),
        body: stage.attempts.flatMap((a, i) => [
          a.raw === undefined ? `${t.attempt(i + 1)}. ${t.failure} ${a.failure ?? ''}` : `${t.attempt(i + 1)}. ${t.reply}: ${a.raw}`,
          ...(a.error === undefined ? [] : [`${t.invalid} ${a.error}`]),
          ...(a.params === undefined ? [] : [`${t.params}: ${JSON.stringify(a.params)}`]),
        ]),
        edited: stage.attempts.some((a) => a.edited === true),
      };
    case 'compute':
      return {
        sentence: say((l) => PLAN_VIEW_TEXT[l].compute, (l) => PLAN_VIEW_TEXT[l].computed(stage.table !== null)),
        body: [
          ...stage.calls.map((c) => `${c.name}(${argsText(c.args)}) → ${JSON.stringify(c.output)}`),
          ...(stage.tableText === undefined ? [] : [stage.tableText]),
          ...(stage.error === undefined ? [] : [stage.error]),
        ],
        edited: (stage.editedCalls?.length ?? 0) > 0,
      };
    case 'write':
      return {
        sentence: say((l) => PLAN_VIEW_TEXT[l].write, (l) => PLAN_VIEW_TEXT[l].written(stage.sentence !== undefined)),
        body: [stage.sentence ?? `${t.failure} ${stage.failure ?? ''}`],
        edited: stage.edited === true,
      };
    case 'verify':
      return {
        sentence: say((l) => PLAN_VIEW_TEXT[l].verify, (l) => PLAN_VIEW_TEXT[l].verified(stage.findings.length)),
        body: stage.findings.map((f) => findingWording(f, lang)),
        edited: false,
      };
  }
}
