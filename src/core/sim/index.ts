// The sim area's front: only what other areas and the UI import from it (a test keeps the UI off the deep files).
export { isScenarioId, LESSON_QUESTION, LESSON_SCENARIO_IDS, LESSON_TOOL_NAMES, SCENARIO_IDS, SCENARIOS } from './scenarios.ts';
export type { ScenarioId, ScenarioInfo } from './scenarios.ts';
export type { ScriptPlay } from './script-report.ts';
export type { ScriptRule } from './script.ts';
export type { WhatIfRule } from './what-if.ts';
export { simulatedBackend } from './simulated-backend.ts';
export type { SimulatedReport } from './simulated-backend.ts';
export { PLAN_SCRIPT_IDS, PLAN_SCRIPTS, scriptedPlanBackend } from './scripted-plans.ts';
export type { PlanScriptId } from './scripted-plans.ts';
