// The drawing of the loop's vocabulary (LoopDiagram.svelte): its stages, who acts at each, the edges it counts, the
// gates on them, and what a run's place on it is (LoopState; loop-state.ts works it out from a trace). The same
// stages serve both kinds of run: a plan walks the loop once (its model fills in parameters, the program checks them,
// calls the tools and hands the table to the model, which writes the answer), the ReAct loop goes round until the
// model answers or a limit stops it.
import { gateGuardrails, guardrailOn, type ApprovalMode, type Switches } from '../../../core/guardrails/index.ts';

/** The loop's stages, in the order a call goes round. */
export type LoopStage = 'question' | 'model' | 'calls' | 'checks' | 'tool' | 'observation' | 'answer' | 'verdict';

/** The edges that carry something, each counted: requests, calls asked, calls run, results back, the answer, the verdict. */
export const LOOP_EDGES = ['request', 'call', 'run', 'back', 'answer', 'verify'] as const;
export type LoopEdge = (typeof LOOP_EDGES)[number];

/** A gate on an edge: a guardrail's with a gate of its own, by its id, or the verifier's. */
export type LoopGate = string;

/** The gates on the edges: the guardrails' with a gate of their own (the guardrails' table), and the verifier last. */
export const loopGates = (): LoopGate[] => [...gateGuardrails().map((g) => g.id), 'verifier'];

/** `absent`: the kind of run has no such gate (a plan has no step limit: the program holds the plan). */
export type GateState = 'on' | 'off' | 'absent';

export type LoopKind = 'react' | 'plan';

/** Who acts at a stage. */
export type Actor = 'person' | 'model' | 'program';

export const ACTORS: Record<LoopStage, Actor> = {
  question: 'person',
  model: 'model',
  calls: 'model',
  checks: 'program',
  tool: 'program',
  observation: 'program',
  answer: 'model',
  verdict: 'program',
};

export interface LoopState {
  kind: LoopKind;
  /** The lit stage; null: nothing lit (the loop itself, no run). */
  stage: LoopStage | null;
  /** The loop's step of the current unit (a ReAct run's; null for a plan or nothing lit). */
  step: number | null;
  /** Held live before this request (1 = the first), which the program has not sent yet. */
  held: number | null;
  /** The gate that turned back what the current unit is about: a call, a request, the answer. */
  rejected: LoopGate | null;
  /** What each edge has carried so far; null: no run (nothing counted). */
  counts: Record<LoopEdge, number> | null;
  /** The times each gate acted so far (turned something back, or cut an output); a gate not named has not acted. */
  fired: Record<LoopGate, number>;
  gates: Record<LoopGate, GateState>;
}

export const zeroCounts = (): Record<LoopEdge, number> => ({ request: 0, call: 0, run: 0, back: 0, answer: 0, verify: 0 });

export const zeroFired = (): Record<LoopGate, number> => Object.fromEntries(loopGates().map((g) => [g, 0]));

/** A ReAct run's gates from its settings: a guardrail switched off is a gate greyed out; the verifier is always on. */
export function reactGates(settings: { switches: Switches; approval?: ApprovalMode }): Record<LoopGate, GateState> {
  const gates = gateGuardrails().map((g) => [g.id, guardrailOn(g, settings) ? 'on' : 'off']);
  return { ...Object.fromEntries(gates), verifier: 'on' };
}

/** A plan's gates: the program validates the extracted parameters and the verifier checks the sentence; no other. */
export function planGates(): Record<LoopGate, GateState> {
  const gates = Object.fromEntries(loopGates().map((g) => [g, 'absent'])) as Record<LoopGate, GateState>;
  return { ...gates, validation: 'on', verifier: 'on' };
}

/** One more time a gate acted. */
export function fire(fired: Record<LoopGate, number>, gate: LoopGate): void {
  fired[gate] = (fired[gate] ?? 0) + 1;
}
