// Where a step-through stands, in a few words, for its toolbar and the presenter view's header: a ReAct run's unit
// as "event 5/27 · step 2/6 · guardrails" (the unit among the run's, its loop step among the run's steps, the stage
// it lights on the drawing of the loop), a plan's as "stage 2/4 · compute". A bare "5 of 27" read as the loop's
// step while the trace's headings count steps; this says both counts and where on the loop the run is.
import type { PlanStage, RevealUnit, Trace } from '../../../core/agent/index.ts';
import type { UiLanguage } from '../../../core/i18n/index.ts';
import { GLOSSARY } from '../glossary.ts';
import { loopState } from '../loop/loop-state.ts';
import { stageName } from '../loop/loop-texts.ts';
import { PLAN_VIEW_TEXT } from './plan-view-texts.ts';

const WORDS = {
  en: { event: 'event', stage: 'stage', allShown: (n: number) => `All ${n} shown` },
  es: { event: 'evento', stage: 'etapa', allShown: (n: number) => `Las ${n} a la vista` },
} as const;

/** Every unit shown, nothing current: "All 27 shown". */
export const allShownText = (count: number, lang: UiLanguage): string => WORDS[lang].allShown(count);

/**
 * A ReAct run's `shown`-th unit (1 = the first) of `units`, its reveal units.
 * @example reactWhere(bucle, revealUnits(bucle), 7, 'en') // 'event 7/27 · step 2/6 · guardrails'
 */
export function reactWhere(trace: Trace, units: readonly RevealUnit[], shown: number, lang: UiLanguage): string {
  const event = `${WORDS[lang].event} ${shown}/${units.length}`;
  const unit = units[shown - 1];
  if (unit === undefined) return event;
  const steps = Math.max(...units.map((u) => u.step));
  const stage = loopState(trace, units, shown).stage;
  return [event, `${GLOSSARY.step[lang]} ${unit.step}/${steps}`, ...(stage === null ? [] : [stageName('react', stage, lang).toLocaleLowerCase(lang)])].join(' · ');
}

/**
 * A plan's `shown`-th stage (1 = the first) of `stages`, named in the plan's own words.
 * @example planWhere(plan.stages, 2, 'es') // 'etapa 2/4 · calcular'
 */
export function planWhere(stages: readonly PlanStage[], shown: number, lang: UiLanguage): string {
  const where = `${WORDS[lang].stage} ${shown}/${stages.length}`;
  const stage = stages[shown - 1];
  return stage === undefined ? where : `${where} · ${PLAN_VIEW_TEXT[lang].stageWord[stage.stage]}`;
}
