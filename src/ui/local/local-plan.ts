// The #/local page's settings as run plans: the question and the tools chosen, through the lesson's local loop
// or plan and execute. The template preview renders the same plan's first prompt, so what the page shows before
// a run is what the model reads.
import { lessonPlanAndExecute, lessonQuestionPlan } from '../../core/labs/index.ts';
import type { PlanAndExecutePlan, PlanFork, ReactFork, ReactPlan, ToolSource } from '../../core/run/index.ts';
import type { ToolKit } from '../../core/tools/index.ts';
import type { LocalSettings } from './local-settings.ts';

/**
 * `fork`: a fork's edits (the same plan, the student's changes replayed) and parent; `toolSource`: the lab's MCP
 * server for the kit, when the settings say via=mcp (the page's).
 */
export function localPlan(settings: LocalSettings, kit: ToolKit, fork?: ReactFork, toolSource?: ToolSource): ReactPlan {
  return lessonQuestionPlan({ question: settings.question, kit, tools: settings.tools, approval: settings.approval, ...(fork ? { fork } : {}), ...(toolSource ? { toolSource } : {}) });
}

export function localPlanAndExecute(settings: LocalSettings, kit: ToolKit, fork?: PlanFork, toolSource?: ToolSource): PlanAndExecutePlan {
  return lessonPlanAndExecute({ question: settings.question, kit, ...(fork ? { fork } : {}), ...(toolSource ? { toolSource } : {}) });
}
