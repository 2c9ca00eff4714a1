// The tools area's front: what the UI imports from it (a test keeps the UI off the deep files).
export * from './lesson-tools.ts';
export type * from './tool-kit-types.ts';
export * from './unvalidated-date.ts';
