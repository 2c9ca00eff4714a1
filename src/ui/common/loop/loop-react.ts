// A ReAct run on the drawing of the loop: each reveal unit lights the stage the loop was at (the request at the
// model, the reply's calls, a call's checks, its result at the tool or, refused, straight back as an observation,
// a limit at the request's gate, the answer, the verdict), and every event revealed so far adds to its edge's count
// and, where a guardrail acted, to its gate's.
import type { EndReason, GuardName, RevealUnit, Trace, TraceEvent } from '../../../core/agent/index.ts';
import { drawnAt, guardrailOfGuard, stepLimit, tokenLimit } from '../../../core/guardrails/index.ts';
import { fire, reactGates, zeroCounts, zeroFired, type LoopEdge, type LoopGate, type LoopStage, type LoopState } from './loop-stages.ts';

/** The gate a guardrail event is drawn at (the guardrails' table says; approval's is the schema's, for now). */
function gateOf(guard: GuardName): LoopGate | null {
  const guardrail = guardrailOfGuard(guard);
  return guardrail ? drawnAt(guardrail) : null;
}

/** Whether a guardrail event refused a call (those on a call do; the output cap only shortens what goes back). */
const refuses = (guard: GuardName): boolean => guardrailOfGuard(guard)?.place === 'call';

interface Place {
  stage: LoopStage;
  rejected: LoopGate | null;
}

export function reactLoop(trace: Trace, units: readonly RevealUnit[], shown: number | null): LoopState {
  const upto = shown === null ? units.length : Math.min(Math.max(shown, 0), units.length);
  const counts = zeroCounts();
  const fired = zeroFired();
  const eventsOf = (unit: RevealUnit) => unit.eventIndices.map((i) => trace.events[i]).filter((e): e is TraceEvent => e !== undefined);
  for (const unit of units.slice(0, upto)) for (const event of eventsOf(unit)) tally(event, counts, fired);
  const current = upto > 0 ? units[upto - 1] : undefined;
  const place: Place | null = current ? placeOf(current, eventsOf(current)) : null;
  return {
    kind: 'react',
    stage: place?.stage ?? null,
    step: current?.step ?? null,
    held: null,
    rejected: place?.rejected ?? null,
    counts,
    fired,
    gates: reactGates(trace.settings),
  };
}

function tally(event: TraceEvent, counts: Record<LoopEdge, number>, fired: Record<LoopGate, number>): void {
  switch (event.type) {
    case 'request':
      if (event.sent) counts.request++;
      return;
    case 'call':
      counts.call++;
      return;
    case 'guardrail': {
      const gate = gateOf(event.guard);
      if (gate !== null) fire(fired, gate);
      return;
    }
    case 'validation':
      if (event.outcome === 'invalid') fire(fired, 'validation');
      return;
    case 'result':
      counts.back++;
      if (event.executed) counts.run++;
      return;
    case 'answer':
      counts.answer++;
      return;
    case 'verification':
      counts.verify++;
      if (event.findings.length > 0) fire(fired, 'verifier');
      return;
    case 'text':
    case 'end':
      return;
  }
}

function placeOf(unit: RevealUnit, events: readonly TraceEvent[]): Place {
  const first = events[0];
  switch (unit.kind) {
    case 'request':
      // A request the token limit stopped bounces off its gate before it reaches the model.
      return { stage: 'model', rejected: first?.type === 'request' && !first.sent ? tokenLimit.id : null };
    case 'reply':
      return { stage: 'calls', rejected: null };
    case 'checks':
      return { stage: 'checks', rejected: refusal(events) };
    case 'result':
      // A call that ran lights the tool; a refused one goes straight back as an observation (its error).
      return { stage: first?.type === 'result' && first.executed ? 'tool' : 'observation', rejected: null };
    case 'limit': {
      const guard = events.find((e) => e.type === 'guardrail');
      return { stage: 'model', rejected: guard?.type === 'guardrail' ? gateOf(guard.guard) : null };
    }
    case 'answer':
      return { stage: 'answer', rejected: null };
    case 'end':
      return first?.type === 'end' ? endPlace(first.reason) : { stage: 'model', rejected: null };
    case 'verdict':
      return { stage: 'verdict', rejected: first?.type === 'verification' && first.findings.length > 0 ? 'verifier' : null };
  }
}

/** The gate that refused a call, from its checks: a refusing guardrail, else a validation that failed. */
function refusal(events: readonly TraceEvent[]): LoopGate | null {
  for (const e of events) {
    if (e.type === 'guardrail' && refuses(e.guard)) return gateOf(e.guard);
    if (e.type === 'validation' && e.outcome === 'invalid') return 'validation';
  }
  return null;
}

/** Where a run ended: at the answer, at a limit's gate on the request, in the checks (a crash), else at the model. */
function endPlace(reason: EndReason): Place {
  switch (reason.kind) {
    case 'answered':
      return { stage: 'answer', rejected: null };
    case 'step_limit':
      return { stage: 'model', rejected: stepLimit.id };
    case 'token_limit':
      return { stage: 'model', rejected: tokenLimit.id };
    case 'crashed':
      return { stage: 'checks', rejected: null };
    case 'tools_unreachable':
      return { stage: 'tool', rejected: null };
    case 'run_cap':
    case 'endpoint_error':
    case 'script_mismatch':
    case 'interrupted':
      return { stage: 'model', rejected: null };
  }
}
