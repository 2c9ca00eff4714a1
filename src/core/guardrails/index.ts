// The guardrails area's front: the table and the interface a guardrail is written to (what the UI and other areas import).
export type { CheckedCall, Guardrail, GuardrailLimit, GuardrailSetting, GuardrailWords, LoopPlace, Refusal, TraceNote } from './guardrail.ts';
export {
  addGuardrail, defaultSwitches, drawnAt, gateGuardrails, guardName, guardNames, guardrailById, guardrailOfGuard, guardrailOn, guardrails,
  switchGuardrails, switchIds,
} from './table.ts';
export { DEFAULT_LIMITS } from './settings.ts';
export type { ApprovalMode, Limits, Switches } from './settings.ts';
export { approval, APPROVAL_MODES, isApprovalMode } from './approval.ts';
export { outputCap } from './output-cap.ts';
export { stepLimit } from './step-limit.ts';
export { tokenLimit } from './token-limit.ts';
export { validation } from './validation.ts';
export type { ApprovalSource } from './approval.ts';
