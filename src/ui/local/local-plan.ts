// The #/local page's settings as run plans: the question and the tools chosen, through the lesson's local loop
// or plan and execute. The template preview renders the same plan's first prompt, so what the page shows before
// a run is what the model reads.
import {
  lessonPlanAndExecute,
  lessonQuestionPlan,
  type PlanAndExecutePlan,
  type ReactPlan,
} from '../../core/run/index.ts';
import type { ToolKit } from '../../core/tools/index.ts';
import type { PlanEdit, RunEdit } from '../../core/agent/index.ts';
import type { LocalSettings } from './local-settings.ts';

/** `edits`: a fork's (the same plan, the student's changes replayed). */
export function localPlan(settings: LocalSettings, kit: ToolKit, edits?: readonly RunEdit[]): ReactPlan {
  return lessonQuestionPlan({ question: settings.question, kit, tools: settings.tools, ...(edits ? { edits } : {}) });
}

export function localPlanAndExecute(settings: LocalSettings, kit: ToolKit, edits?: readonly PlanEdit[]): PlanAndExecutePlan {
  return lessonPlanAndExecute({ question: settings.question, kit, ...(edits ? { edits } : {}) });
}
