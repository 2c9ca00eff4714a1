// Where the drawing of the loop puts things, in the SVG's own units (a 720 × 236 box): the stages on three rows
// (the request and the answer along the top, the calls through their gates in the middle, the results back along
// the bottom and up into the request), each edge's path and where its count goes, and each gate on its edge.
import type { LoopEdge, LoopGate, LoopStage } from './loop-stages.ts';

export const VIEW = { width: 720, height: 236 } as const;
export const NODE = { width: 114, height: 42 } as const;

/** The stages drawn as boxes (their centres); the checks are the call's gates, drawn as a band around them. */
export const NODES: Record<Exclude<LoopStage, 'checks'>, { x: number; y: number }> = {
  question: { x: 62, y: 42 },
  model: { x: 300, y: 42 },
  answer: { x: 470, y: 42 },
  verdict: { x: 656, y: 42 },
  calls: { x: 300, y: 132 },
  tool: { x: 656, y: 132 },
  observation: { x: 410, y: 206 },
};

/** Where the results coming back join the question's edge into the model. */
const JOIN = { x: 140, y: 42 };

/** The band around the call's gates that is the checks' stage, and where its name goes. */
export const CHECKS = { x: 374, y: 80, width: 194, height: 96, label: { x: 471, y: 97 } } as const;

type Boxed = keyof typeof NODES;
const left = (s: Boxed) => NODES[s].x - NODE.width / 2;
const right = (s: Boxed) => NODES[s].x + NODE.width / 2;
const top = (s: Boxed) => NODES[s].y - NODE.height / 2;
const bottom = (s: Boxed) => NODES[s].y + NODE.height / 2;

export interface EdgeShape {
  edge: LoopEdge;
  /** SVG path data, drawn with an arrowhead at its end. */
  d: string;
  /** Where its count is written (text anchored at its middle). */
  count: { x: number; y: number };
}

export const EDGES: readonly EdgeShape[] = [
  { edge: 'request', d: `M${right('question')},${JOIN.y} H${left('model') - 2}`, count: { x: 228, y: 30 } },
  { edge: 'call', d: `M${NODES.model.x},${bottom('model')} V${top('calls') - 2}`, count: { x: 322, y: 92 } },
  { edge: 'run', d: `M${right('calls')},${NODES.calls.y} H${left('tool') - 2}`, count: { x: 578, y: 120 } },
  {
    edge: 'back',
    d: `M${NODES.tool.x},${bottom('tool')} V${NODES.observation.y} H${right('observation') + 2}`,
    count: { x: 492, y: 198 },
  },
  { edge: 'answer', d: `M${right('model')},${NODES.model.y} H${left('answer') - 2}`, count: { x: 385, y: 32 } },
  { edge: 'verify', d: `M${right('answer')},${NODES.answer.y} H${left('verdict') - 2}`, count: { x: 583, y: 64 } },
];

/** The observation's way back into the request (no arrowhead of its own: it joins the question's edge). */
export const RETURN_PATH = `M${left('observation')},${NODES.observation.y} H${JOIN.x} V${JOIN.y}`;

export interface GateShape {
  gate: LoopGate;
  x: number;
  y: number;
  /** Its label above the edge or below it (neighbours alternate, so that long labels do not meet). */
  label: 'above' | 'below';
}

export const GATE_SIZE = { width: 18, height: 30 } as const;

export const GATES: readonly GateShape[] = [
  { gate: 'stepLimit', x: 166, y: JOIN.y, label: 'above' },
  { gate: 'tokenLimit', x: 204, y: JOIN.y, label: 'below' },
  { gate: 'argsJson', x: 396, y: NODES.calls.y, label: 'above' },
  { gate: 'repetition', x: 446, y: NODES.calls.y, label: 'below' },
  { gate: 'allowlist', x: 496, y: NODES.calls.y, label: 'above' },
  { gate: 'validation', x: 546, y: NODES.calls.y, label: 'below' },
  { gate: 'outputCap', x: 604, y: NODES.observation.y, label: 'above' },
  { gate: 'outputAsData', x: 540, y: NODES.observation.y, label: 'above' },
  { gate: 'verifier', x: 556, y: NODES.answer.y, label: 'above' },
];
