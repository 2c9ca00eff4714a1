// Where the approval guardrail's decisions come from (the guardrail itself, which calls wait and what a denial
// says, is core/guardrails/approval.ts). A decision comes first from a fork's edit (what if I had denied), then
// from the decisions the plan was given (a link's, a fork's parent's before the fork point), then from the person
// running it; with no one to ask (a headless run, the eval), the call is denied, and the observation says why.
import type { ToolAnnotations } from '../tools/tool-annotations.ts';
import type { Trace } from './trace.ts';

export type { ApprovalSource } from '../guardrails/approval.ts';

/** A decision on the `call`-th call (0-based) of `step`. */
export interface ApprovalDecision {
  step: number;
  call: number;
  approved: boolean;
}

/** What a person is shown before deciding: the call, what its tool says it does to the world, and the run so far. */
export interface ApprovalRequest {
  step: number;
  call: number;
  callId: string;
  name: string;
  args: unknown;
  annotations: ToolAnnotations | undefined;
  /** The run before the call (no end or verdict yet). */
  sofar: Trace;
}

/** The decisions a run's trace records, in order (what a link and a fork carry so as not to ask again). */
export function decisionsOf(trace: Pick<Trace, 'events'>): ApprovalDecision[] {
  const decisions: ApprovalDecision[] = [];
  let step = 0;
  let call = 0;
  for (const event of trace.events) {
    if (event.type !== 'result') continue;
    call = event.step === step ? call + 1 : 0;
    step = event.step;
    if (event.approval) decisions.push({ step, call, approved: event.approval.decision === 'approved' });
  }
  return decisions;
}

/** The given decision on `call` of `step`, only where the run is still the one it was given for (before `changed`). */
export function givenDecision(given: readonly ApprovalDecision[] | undefined, step: number, call: number, changed: number | undefined): boolean | undefined {
  if (changed !== undefined && step >= changed) return undefined;
  return given?.find((d) => d.step === step && d.call === call)?.approved;
}
