// The run area's front: only what other areas and the UI import from it (a test keeps the UI off the deep files).
export type { PlanBackend, ReactBackend } from './backend.ts';
export { forkOf, narrowFork } from './fork.ts';
export type { Fork, PlanFork, ReactFork } from './fork.ts';
export { LESSON_MAX_NEW_TOKENS, lessonPlanAndExecute, lessonQuestionPlan, lessonScenarioPlan } from './lesson-plans.ts';
export type { PlanAndExecutePlan, ReactPlan } from './run-plan.ts';
export { run } from './run.ts';
export type { RunControl, RunRecord } from './run.ts';
