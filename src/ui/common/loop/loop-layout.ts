// Where the drawing of the loop puts things, in the SVG's own units, in two shapes: wide (a 720 × 236 box: the
// request and the answer along the top, the calls through their gates in the middle, the results back along the
// bottom and up into the request) and tall (a 340 × 526 box: the request, the calls and their gates down the left,
// the answer and the verdict down the right, the results back round the right side), so that on a phone, or beside
// the step on a projector, its words keep a readable size. Each shape gives the stages' boxes, each edge's path and
// where its count goes, and each gate on its edge with where its label goes.
import type { LoopEdge, LoopGate, LoopStage } from './loop-stages.ts';

type Point = { x: number; y: number };
type Boxed = Exclude<LoopStage, 'checks'>;

export interface EdgeShape {
  edge: LoopEdge;
  /** SVG path data, drawn with an arrowhead at its end. */
  d: string;
  /** Where its count is written, and how the text is anchored there. */
  count: Point & { anchor: 'start' | 'middle' | 'end' };
}

export interface GateShape {
  gate: LoopGate;
  x: number;
  y: number;
  /** On a vertical edge: the gate is a bar across it, and a call turned back bounces up and down. */
  vertical: boolean;
  /** Where its label goes (neighbours alternate sides, so that long labels do not meet). */
  label: Point & { anchor: 'start' | 'middle' | 'end' };
}

export interface LoopLayout {
  shape: 'wide' | 'tall';
  view: { width: number; height: number };
  node: { width: number; height: number };
  /** The stages drawn as boxes (their centres); the checks are the call's gates, drawn as a band around them. */
  nodes: Record<Boxed, Point>;
  /**
   * The band around the call's gates that is the checks' stage, and where its name goes; `actorBelow`: who acts there
   * goes on a line of its own (beside it, the band's name would reach past its edge).
   */
  checks: { x: number; y: number; width: number; height: number; label: Point & { anchor: 'start' | 'middle'; actorBelow: boolean } };
  edges: readonly EdgeShape[];
  /** The observation's way back into the request (no arrowhead of its own: it joins the question's edge). */
  returnPath: string;
  gates: readonly GateShape[];
}

/** A gate's box on a horizontal edge; on a vertical one it is turned across. */
export const GATE_SIZE = { width: 18, height: 30 } as const;

/** Below this width (CSS pixels) the tall shape is drawn: the wide one's words would be under about 10 px. */
export const TALL_BELOW = 560;

/** The shape for a container `width` wide (0: not measured yet, the wide one). */
export function layoutFor(width: number): LoopLayout {
  return width > 0 && width < TALL_BELOW ? TALL : WIDE;
}

const NODE = { width: 114, height: 42 } as const;
const side = (nodes: Record<Boxed, Point>, node: { width: number; height: number }) => ({
  left: (s: Boxed) => nodes[s].x - node.width / 2,
  right: (s: Boxed) => nodes[s].x + node.width / 2,
  top: (s: Boxed) => nodes[s].y - node.height / 2,
  bottom: (s: Boxed) => nodes[s].y + node.height / 2,
});

const WIDE_NODES: Record<Boxed, Point> = {
  question: { x: 62, y: 42 },
  model: { x: 300, y: 42 },
  answer: { x: 470, y: 42 },
  verdict: { x: 656, y: 42 },
  calls: { x: 300, y: 132 },
  tool: { x: 656, y: 132 },
  observation: { x: 410, y: 206 },
};

function wide(): LoopLayout {
  const n = WIDE_NODES;
  const { left, right, top, bottom } = side(n, NODE);
  // Where the results coming back join the question's edge into the model.
  const join = { x: 140, y: 42 };
  const mid = 'middle' as const;
  // Labels above or below a gate on a horizontal edge.
  const above = (x: number, y: number) => ({ x, y: y - GATE_SIZE.height / 2 - 5, anchor: mid });
  const below = (x: number, y: number) => ({ x, y: y + GATE_SIZE.height / 2 + 13, anchor: mid });
  const gate = (g: LoopGate, x: number, y: number, where: typeof above): GateShape => ({ gate: g, x, y, vertical: false, label: where(x, y) });
  return {
    shape: 'wide',
    view: { width: 720, height: 236 },
    node: NODE,
    nodes: n,
    checks: { x: 374, y: 80, width: 194, height: 96, label: { x: 471, y: 97, anchor: mid, actorBelow: false } },
    edges: [
      { edge: 'request', d: `M${right('question')},${join.y} H${left('model') - 2}`, count: { x: 228, y: 30, anchor: mid } },
      { edge: 'call', d: `M${n.model.x},${bottom('model')} V${top('calls') - 2}`, count: { x: 322, y: 92, anchor: mid } },
      { edge: 'run', d: `M${right('calls')},${n.calls.y} H${left('tool') - 2}`, count: { x: 578, y: 120, anchor: mid } },
      { edge: 'back', d: `M${n.tool.x},${bottom('tool')} V${n.observation.y} H${right('observation') + 2}`, count: { x: 492, y: 198, anchor: mid } },
      { edge: 'answer', d: `M${right('model')},${n.model.y} H${left('answer') - 2}`, count: { x: 385, y: 32, anchor: mid } },
      { edge: 'verify', d: `M${right('answer')},${n.answer.y} H${left('verdict') - 2}`, count: { x: 583, y: 64, anchor: mid } },
    ],
    returnPath: `M${left('observation')},${n.observation.y} H${join.x} V${join.y}`,
    gates: [
      gate('stepLimit', 166, join.y, above),
      gate('tokenLimit', 204, join.y, below),
      gate('argsJson', 396, n.calls.y, above),
      gate('repetition', 446, n.calls.y, below),
      gate('allowlist', 496, n.calls.y, above),
      gate('validation', 546, n.calls.y, below),
      gate('outputCap', 604, n.observation.y, above),
      gate('outputAsData', 540, n.observation.y, above),
      gate('verifier', 556, n.answer.y, above),
    ],
  };
}

const TALL_NODE = { width: 112, height: 40 } as const;
/** The tall shape's two columns. */
const L = 66;
const R = 262;
const TALL_NODES: Record<Boxed, Point> = {
  question: { x: L, y: 28 },
  model: { x: L, y: 168 },
  calls: { x: L, y: 248 },
  tool: { x: L, y: 496 },
  answer: { x: R, y: 168 },
  verdict: { x: R, y: 288 },
  observation: { x: R, y: 410 },
};

function tall(): LoopLayout {
  const n = TALL_NODES;
  const { left, right, top, bottom } = side(n, TALL_NODE);
  const join = { x: L, y: 72 };
  // The results' way back goes up the right-hand margin, outside the answer and the verdict.
  const margin = 330;
  // Labels beside a gate on a vertical edge (to its right or left), or above one on a horizontal edge.
  const rightOf = (x: number, y: number) => ({ x: x + 22, y: y + 4, anchor: 'start' as const });
  const leftOf = (x: number, y: number) => ({ x: x - 22, y: y + 4, anchor: 'end' as const });
  const above = (x: number, y: number) => ({ x, y: y - GATE_SIZE.height / 2 - 5, anchor: 'middle' as const });
  const across = (g: LoopGate, x: number, y: number, where: typeof rightOf | typeof leftOf): GateShape => ({ gate: g, x, y, vertical: true, label: where(x, y) });
  const along = (g: LoopGate, x: number, y: number): GateShape => ({ gate: g, x, y, vertical: false, label: above(x, y) });
  return {
    shape: 'tall',
    view: { width: 340, height: 526 },
    node: TALL_NODE,
    nodes: n,
    // Its name to the right of the calls' edge, which runs down through the band.
    checks: { x: 6, y: 280, width: 186, height: 172, label: { x: L + 16, y: 298, anchor: 'start', actorBelow: true } },
    edges: [
      { edge: 'request', d: `M${L},${bottom('question')} V${top('model') - 2}`, count: { x: L - 22, y: 142, anchor: 'end' } },
      { edge: 'call', d: `M${L},${bottom('model')} V${top('calls') - 2}`, count: { x: L + 20, y: 212, anchor: 'start' } },
      { edge: 'run', d: `M${L},${bottom('calls')} V${top('tool') - 2}`, count: { x: L + 20, y: 470, anchor: 'start' } },
      { edge: 'back', d: `M${right('tool')},${n.tool.y} H${R} V${bottom('observation') + 2}`, count: { x: R + 20, y: 462, anchor: 'start' } },
      { edge: 'answer', d: `M${right('model')},${n.model.y} H${left('answer') - 2}`, count: { x: 163, y: 160, anchor: 'middle' } },
      { edge: 'verify', d: `M${R},${bottom('answer')} V${top('verdict') - 2}`, count: { x: R + 20, y: 232, anchor: 'start' } },
    ],
    returnPath: `M${right('observation')},${n.observation.y} H${margin} V${join.y} H${join.x}`,
    gates: [
      across('stepLimit', L, 98, rightOf),
      across('tokenLimit', L, 126, rightOf),
      across('argsJson', L, 338, rightOf),
      across('repetition', L, 366, rightOf),
      across('allowlist', L, 394, rightOf),
      across('validation', L, 422, rightOf),
      along('outputCap', 158, n.tool.y),
      along('outputAsData', 212, n.tool.y),
      across('verifier', R, 228, leftOf),
    ],
  };
}

const WIDE = wide();
const TALL = tall();
