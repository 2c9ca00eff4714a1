// Where two runs part: the first step whose behaviour differs: the calls asked (by their parsed arguments), the
// guardrails, the results sent back, the answer. Not the bytes on the wire: each API shape writes the same calls
// its own way and numbers them its own way; the columns give each run's tokens. Undefined when no step differs.
import type { Trace, TraceEvent } from '../../../core/agent/index.ts';

export function firstDifferentStep(a: Trace, b: Trace): number | undefined {
  const last = Math.max(lastStep(a), lastStep(b));
  for (let step = 1; step <= last; step++) {
    if (stepKey(a, step) !== stepKey(b, step)) return step;
  }
  return undefined;
}

const lastStep = (trace: Trace) => Math.max(0, ...trace.events.map((e) => ('step' in e ? e.step : 0)));

function stepKey(trace: Trace, step: number): string {
  return JSON.stringify(trace.events.filter((e) => 'step' in e && e.step === step).map(withoutIds));
}

function withoutIds(event: TraceEvent): unknown {
  if (event.type === 'request') return { type: event.type, sent: event.sent };
  if (event.type === 'call') return { ...event, callId: undefined, rawArgs: undefined };
  return { ...event, callId: undefined };
}
