// The agent area's front: what the UI imports from it (a test keeps the UI off the deep files).
export type * from './plan/plan-trace.ts';
export * from './plan/scripted-plans.ts';
export * from './reference-traces.ts';
export * from './run-settings.ts';
export type * from './trace.ts';
export type * from './verify/finding.ts';
export * from './verify/verify-answer.ts';
export * from './verify/end-reason-wording.ts';
export type * from './edits.ts';
export type * from './plan/plan-edits.ts';
export * from './edit-schemas.ts';
export * from './edit-kinds.ts';
export * from './count-trace.ts';
