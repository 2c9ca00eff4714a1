// The sim area's front: what the UI imports from it (a test keeps the UI off the deep files).
export * from './scenarios.ts';
export type * from './script-report.ts';
export type * from './script.ts';
export * from './simulated-backend.ts';
