// The #/local page's settings as run plans: the question and the tools chosen, through the lesson's local loop
// or plan and execute. The template preview renders the same plan's first prompt, so what the page shows before
// a run is what the model reads.
import {
  lessonPlanAndExecute,
  lessonQuestionPlan,
  type PlanAndExecutePlan,
  type PlanFork,
  type ReactFork,
  type ReactPlan,
} from '../../core/run/index.ts';
import type { ToolKit } from '../../core/tools/index.ts';
import type { LocalSettings } from './local-settings.ts';

/** `fork`: a fork's edits (the same plan, the student's changes replayed) and parent. */
export function localPlan(settings: LocalSettings, kit: ToolKit, fork?: ReactFork): ReactPlan {
  return lessonQuestionPlan({ question: settings.question, kit, tools: settings.tools, approval: settings.approval, ...(fork ? { fork } : {}) });
}

export function localPlanAndExecute(settings: LocalSettings, kit: ToolKit, fork?: PlanFork): PlanAndExecutePlan {
  return lessonPlanAndExecute({ question: settings.question, kit, ...(fork ? { fork } : {}) });
}
