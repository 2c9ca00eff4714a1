// A trace as a step-through reveals it: what one press of Step shows, in the order the loop lived it. For each
// step the request (its tokens and the running total), the model's reply (what it wrote and the calls it asked
// for), then per call the guardrails' decisions and the validation, then the result as the model receives it;
// the step's own guardrails (the step limit, the token limit); the answer; how the run ended; last the verifier's
// verdict. Every event of the trace is in exactly one unit, and the units' events are the trace's, in order.
import type { Trace, TraceEvent } from './trace.ts';

export type RevealKind =
  /** The request of a step: sent (its tokens and the running total) or stopped before it left. */
  | 'request'
  /** What the model wrote beside its calls, and the calls it asked for. */
  | 'reply'
  /** One call's guardrail decisions and its validation. */
  | 'checks'
  /** One call's result, as the model receives it. */
  | 'result'
  /** Guardrails of the whole step: the step limit, the token limit. */
  | 'limit'
  | 'answer'
  | 'end'
  | 'verdict';

export interface RevealUnit {
  kind: RevealKind;
  /** The step it belongs to (the verdict: the run's last step). */
  step: number;
  /** The call it is about (checks, result). */
  callId?: string;
  /** Indices into `trace.events`, ascending. */
  eventIndices: number[];
}

/** Kinds whose consecutive events make one unit (a reply's calls, a call's checks, a step's limits). */
const GROUPED: ReadonlySet<RevealKind> = new Set(['reply', 'checks', 'limit']);

export function revealUnits(trace: Pick<Trace, 'events'>): RevealUnit[] {
  const units: RevealUnit[] = [];
  let step = 0;
  trace.events.forEach((event, index) => {
    const unit = unitOf(event, step);
    step = unit.step;
    const last = units.at(-1);
    if (last && GROUPED.has(unit.kind) && last.kind === unit.kind && last.step === unit.step && last.callId === unit.callId) {
      last.eventIndices.push(index);
    } else {
      units.push({ ...unit, eventIndices: [index] });
    }
  });
  return units;
}

function unitOf(event: TraceEvent, step: number): Omit<RevealUnit, 'eventIndices'> {
  switch (event.type) {
    case 'request':
      return { kind: 'request', step: event.step };
    case 'text':
    case 'call':
      return { kind: 'reply', step: event.step };
    case 'validation':
      return { kind: 'checks', step: event.step, callId: event.callId };
    case 'guardrail':
      return event.callId === undefined ? { kind: 'limit', step: event.step } : { kind: 'checks', step: event.step, callId: event.callId };
    case 'result':
      return { kind: 'result', step: event.step, callId: event.callId };
    case 'answer':
      return { kind: 'answer', step: event.step };
    case 'end':
      return { kind: 'end', step: event.step };
    case 'verification':
      return { kind: 'verdict', step };
  }
}

/** The event indices the first `shown` units reveal, and those of the last of them (the current unit). */
export function revealedIndices(units: readonly RevealUnit[], shown: number): { shown: Set<number>; current: Set<number> } {
  const revealed = new Set<number>();
  for (const unit of units.slice(0, Math.max(0, shown))) for (const i of unit.eventIndices) revealed.add(i);
  return { shown: revealed, current: new Set(shown > 0 ? (units[shown - 1]?.eventIndices ?? []) : []) };
}
