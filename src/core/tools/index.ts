// The tools area's front: only what other areas and the UI import from it (a test keeps the UI off the deep files).
export { BASIC_TOOLS, createLessonToolKit, LESSON_TOOLS } from './lesson-tools.ts';
export type { LessonToolName } from './lesson-tools.ts';
export type { JsonSchema, ToolKit } from './tool-kit-types.ts';
export { precioSinValidar } from './unvalidated-date.ts';
export { changesState } from './tool-annotations.ts';
export type { ToolAnnotations } from './tool-annotations.ts';
export type { RpcExchange } from './rpc-exchange.ts';
