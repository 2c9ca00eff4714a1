// Where a run stands on the drawing of the loop: the stage lit by the step-through's current unit, what each edge
// has carried so far, which gates are off, and the gate that turned back what the current unit is about. Pure: the
// units are the stepper's (a ReAct run's reveal units, a plan's stages), the trace's kind is told by its shape.
import type { PlanStage, PlanTrace, RevealUnit } from '../../../core/agent/index.ts';
import type { AnyTrace } from '../../../core/run/index.ts';
import { planLoop } from './loop-plan.ts';
import { reactLoop } from './loop-react.ts';
import { loopGates, planGates, zeroFired, type GateState, type LoopGate, type LoopKind, type LoopState } from './loop-stages.ts';

const isPlan = (trace: AnyTrace): trace is PlanTrace => 'stages' in trace;

/**
 * The run stepped to its `shown`-th unit (null: all shown, the run's end state) of `units`, the stepper's units for
 * this trace (a ReAct run's reveal units, a plan's stages).
 * @example loopState(trace, stepper.units, stepper.shown).stage // 'checks'
 */
export function loopState(trace: AnyTrace, units: readonly unknown[], shown: number | null): LoopState {
  return isPlan(trace) ? planLoop(units as readonly PlanStage[], shown) : reactLoop(trace, units as readonly RevealUnit[], shown);
}

/**
 * A run held live before request `request` (a plan: before its model call), with `sofar` the run before it: the
 * request waits on its edge into the model, everything so far counted.
 */
export function heldLoopState(sofar: AnyTrace, units: readonly unknown[], request: number): LoopState {
  const ended = loopState(sofar, units, null);
  return { ...ended, stage: 'model', step: isPlan(sofar) ? null : request, held: request, rejected: null };
}

/** The loop with no run: nothing lit, nothing counted, every guardrail on (the home page's drawing). */
export function loopOutline(kind: LoopKind = 'react'): LoopState {
  const gates = kind === 'plan' ? planGates() : (Object.fromEntries(loopGates().map((g) => [g, 'on'])) as Record<LoopGate, GateState>);
  return { kind, stage: null, step: null, held: null, rejected: null, counts: null, fired: zeroFired(), gates };
}

