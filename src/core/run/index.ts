// The run area's front: only what other areas and the UI import from it (a test keeps the UI off the deep files).
export type { PlanBackend, ReactBackend } from './backend.ts';
export { forkOf, narrowFork } from './fork.ts';
export type { Fork, PlanFork, ReactFork } from './fork.ts';
export { PLAN_KIND } from './kinds/plan-kind.ts';
export { REACT_KIND } from './kinds/react-kind.ts';
export type { AnyEdit, AnyTrace, RunKind } from './kinds/run-kind.ts';
export { anyEditSchema, forkEdits, ofKind } from './kinds/run-kinds.ts';
export type { PlanAndExecutePlan, ReactPlan } from './run-plan.ts';
export { run } from './run.ts';
export type { RunControl, RunRecord } from './run.ts';
export type { ToolConnection, ToolSource } from './tool-source.ts';
