// The agent area's front: only what other areas and the UI import from it (a test keeps the UI off the deep files).
export type { PlanStage, PlanTrace } from './plan/plan-trace.ts';
export { askedAgain } from './plan/change-table.ts';
export { answerText, REFERENCE_TRACES, referenceVerifyInput } from './reference-traces.ts';
export type { ReferenceTrace } from './reference-traces.ts';
export { DEFAULT_LIMITS, DEFAULT_SWITCHES, settleSettings } from './run-settings.ts';
export type { ApprovalMode, Limits, Switches } from './run-settings.ts';
export { decisionsOf } from './approval.ts';
export type { ApprovalDecision, ApprovalRequest } from './approval.ts';
export type {
  CallEvent, EndReason, GuardName, GuardrailEvent, RequestEvent, ResultEvent, Trace, TraceEvent, TraceSummary, ValidationEvent,
} from './trace.ts';
export type { Finding } from './verify/finding.ts';
export { findingWords } from './verify/finding-words.ts';
export type { FindingWords } from './verify/verifier-rule.ts';
export { verifyAnswer } from './verify/verify-answer.ts';
export { endReasonSpanish } from './verify/end-reason-wording.ts';
export type { EditedReply, RunEdit } from './edits.ts';
export type { PlanEdit } from './plan/plan-edits.ts';
export { planEditSchema, runEditSchema } from './edit-schemas.ts';
export { revealedIndices } from './reveal-units.ts';
export type { RevealUnit } from './reveal-units.ts';
export { countTrace, unknownCountBodies } from './count-trace.ts';
