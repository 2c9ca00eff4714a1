// The labs area's front: what the UI imports from it (a test keeps the UI off the deep files).
export * from './analista/analista-kit.ts';
export * from './analista/analista-lab.ts';
export * from './analista/load-table.ts';
export * from './analista/packed-table.ts';
export type * from './analista/table.ts';
export * from './asistente/asistente-questions.ts';
export * from './asistente/wikipedia-tool.ts';
export type * from './hogar/claimed-changes.ts';
export type * from './hogar/hogar-run.ts';
export * from './hogar/home-state.ts';
export type * from './lab-definition.ts';
export * from './lab-plans.ts';
export * from './lab-registry.ts';
export type * from './lab-scenario.ts';
export * from './question-set.ts';
