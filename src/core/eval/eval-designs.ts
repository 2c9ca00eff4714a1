// The agent designs the eval compares, each as the plan it runs per task: ReAct with the lesson's three basic
// tools; ReAct with `variacion` in place of the calculator (the lesson's "higher-level tool": its own agent had
// only ["variacion", "buscar_noticias"], which cannot ask for a single close, so precio stays); and the lesson's
// plan and execute, whose fixed plan answers only "change in a price between two dates" (run on change tasks
// only: for the rest it has no plan, which is its price in flexibility).
import type { PlanFork, ReactFork } from '../run/fork.ts';
import { settleSettings, type SettingsLayer, type ToolProtocol } from '../agent/run-settings.ts';
import { LESSON_VERIFIER_OPTIONS, type VerifierOptions } from '../agent/verify/verifier-options.ts';
import type { Bilingual } from '../i18n/bilingual.ts';
import { LESSON_MAX_NEW_TOKENS, LESSON_SYSTEM_PROMPT, lessonPlanAndExecute } from '../labs/lesson-plans.ts';
import type { PlanAndExecutePlan, ReactPlan } from '../run/run-plan.ts';
import type { ScriptedModel } from '../run/script-contract.ts';
import type { ToolKit } from '../tools/tool-kit-types.ts';
import type { EvalTask } from './eval-task.ts';
import type { PolicyDesign } from './policy-spec.ts';

export const DESIGN_IDS = ['react-basic', 'react-variacion', 'plan-and-execute'] as const;
export type DesignId = (typeof DESIGN_IDS)[number];

export interface EvalDesign {
  id: DesignId;
  label: Bilingual;
  /** The tools offered, in the order the model reads them (none: plan and execute calls them from code). */
  offered: readonly string[];
  appliesTo(task: EvalTask): boolean;
}

export const EVAL_DESIGNS: Record<DesignId, EvalDesign> = {
  'react-basic': {
    id: 'react-basic',
    label: { en: 'ReAct, three basic tools', es: 'ReAct, tres herramientas básicas' },
    offered: ['precio', 'buscar_noticias', 'calculadora'],
    appliesTo: () => true,
  },
  'react-variacion': {
    id: 'react-variacion',
    label: { en: 'ReAct with variacion', es: 'ReAct con variacion' },
    offered: ['precio', 'buscar_noticias', 'variacion'],
    appliesTo: () => true,
  },
  'plan-and-execute': {
    id: 'plan-and-execute',
    label: { en: 'Plan and execute (fixed plan)', es: 'Planificar y ejecutar (plan fijo)' },
    offered: [],
    appliesTo: (task) => task.intent.kind === 'change',
  },
};

/** Which tools the seeded policy calls under a ReAct design. */
export function policyDesign(design: DesignId): PolicyDesign {
  return design === 'react-variacion' ? 'variacion' : 'basic';
}

/** The calls a right run of the task makes under a ReAct design (what `wrong_count` compares against). */
export function referenceCallCount(task: EvalTask, design: DesignId): number {
  return task.intent.kind === 'change' && design === 'react-basic' ? 3 : 1;
}

export interface DesignPlanOptions {
  kit: ToolKit;
  /** The scripted model a simulated provider plays (the seeded policy); absent for a model that reads the question. */
  script?: ScriptedModel;
  protocol?: ToolProtocol;
  settings?: SettingsLayer;
  verifier?: VerifierOptions;
  /** A fork (run/fork.ts). */
  fork?: ReactFork;
}

/** The plan of one ReAct run of a task: the lesson's loop (step limit 6), prompt and verifier. */
export function reactDesignPlan(design: Exclude<DesignId, 'plan-and-execute'>, task: EvalTask, options: DesignPlanOptions): ReactPlan {
  const protocol = options.protocol ?? 'native';
  return {
    design: 'react',
    question: task.question,
    kit: options.kit,
    offered: EVAL_DESIGNS[design].offered,
    ...settleSettings(options.settings ? [options.settings] : [], protocol),
    verifier: options.verifier ?? LESSON_VERIFIER_OPTIONS,
    wireProfile: 'lesson',
    toolProtocol: protocol,
    ...(options.script ? { script: options.script } : {}),
    system: LESSON_SYSTEM_PROMPT,
    maxNewTokens: LESSON_MAX_NEW_TOKENS,
    outcome: () => undefined,
    ...(options.fork && options.fork.edits.length > 0 ? { fork: options.fork } : {}),
  };
}

export function planDesignPlan(task: EvalTask, kit: ToolKit, fork?: PlanFork): PlanAndExecutePlan {
  return lessonPlanAndExecute({ question: task.question, kit, ...(fork ? { fork } : {}) });
}
