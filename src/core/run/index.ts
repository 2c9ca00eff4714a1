// The run area's front: what the UI imports from it (a test keeps the UI off the deep files).
export type * from './backend.ts';
export * from './lesson-plans.ts';
export type * from './run-plan.ts';
export * from './run.ts';
