// The lesson's runs as plans: a simulated scenario (its question, the three basic tools, the scenario's script),
// a question for the local model (the lesson's `agente_local`: its system prompt, 80 new tokens a step, five
// steps), and plan and execute. The settings rules are agent/run-settings.ts `settleSettings`.
import type { SettingsLayer } from '../agent/run-settings.ts';
import { settleSettings } from '../agent/run-settings.ts';
import { LESSON_VERIFIER_OPTIONS } from '../agent/verify/verifier-options.ts';
import type { WireProfile } from '../providers/wire-profile.ts';
import { LESSON_QUESTION, LESSON_TOOL_NAMES, type ScenarioId } from '../sim/scenarios.ts';
import { lessonModel } from '../sim/scripted-model.ts';
import type { ToolKit } from '../tools/tool-kit-types.ts';
import type { PlanFork } from '../run/fork.ts';
import { sourceFields, type ForkChoices, type PlanAndExecutePlan, type ReactPlan } from '../run/run-plan.ts';
import type { ToolSource } from '../run/tool-source.ts';

/** The lesson's SISTEMA, byte for byte. */
export const LESSON_SYSTEM_PROMPT =
  'Eres un asistente de research de renta variable. Usa las herramientas para obtener datos; no inventes cifras. ' +
  'Cuando tengas la respuesta, contesta en español en una o dos frases.';

/** The lesson's `max_new_tokens`. */
export const LESSON_MAX_NEW_TOKENS = 80;

/** The lesson's local loop ran with max_pasos=5 (its simulated one with the loop's default, 6). */
const LOCAL_LOOP: SettingsLayer = { limits: { maxSteps: 5 } };

export interface LessonScenarioChoices extends SettingsLayer, ForkChoices {
  scenario: ScenarioId;
  kit: ToolKit;
  /** `lesson` by default: the lesson's bytes. */
  wireProfile?: WireProfile;
}

/** @example run(lessonScenarioPlan({ scenario: 'bucle', kit }), simulatedBackend({ provider: 'anthropic', transport })) */
export function lessonScenarioPlan(choices: LessonScenarioChoices): ReactPlan {
  return {
    ...lessonReact(LESSON_QUESTION, choices.kit, LESSON_TOOL_NAMES, settleSettings([choices]), choices),
    wireProfile: choices.wireProfile ?? 'lesson',
    script: lessonModel(choices.scenario),
  };
}

export interface LessonQuestionChoices extends SettingsLayer, ForkChoices {
  question: string;
  kit: ToolKit;
  /** The tools offered, in the order the model reads them (the allowlist). */
  tools: readonly string[];
}

/** A question for a model that reads it (the local model): no script. */
export function lessonQuestionPlan(choices: LessonQuestionChoices): ReactPlan {
  return lessonReact(choices.question, choices.kit, choices.tools, settleSettings([LOCAL_LOOP, choices]), choices);
}

/** @example run(lessonPlanAndExecute({ question, kit }), scriptedPlanBackend('correcto')) */
export function lessonPlanAndExecute(choices: { question: string; kit: ToolKit; fork?: PlanFork; toolSource?: ToolSource }): PlanAndExecutePlan {
  return {
    design: 'plan-and-execute',
    question: choices.question,
    kit: choices.kit,
    verifier: LESSON_VERIFIER_OPTIONS,
    maxNewTokens: LESSON_MAX_NEW_TOKENS,
    ...sourceFields(choices),
  };
}

function lessonReact(
  question: string,
  kit: ToolKit,
  offered: readonly string[],
  settings: ReturnType<typeof settleSettings>,
  choices: ForkChoices,
): ReactPlan {
  return {
    design: 'react',
    question,
    kit,
    offered,
    ...settings,
    verifier: LESSON_VERIFIER_OPTIONS,
    wireProfile: 'lesson',
    toolProtocol: 'native',
    system: LESSON_SYSTEM_PROMPT,
    maxNewTokens: LESSON_MAX_NEW_TOKENS,
    outcome: () => undefined,
    ...sourceFields(choices),
  };
}
