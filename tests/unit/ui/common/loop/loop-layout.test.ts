// The drawing of the loop's two shapes: the tall one below 560 px of room (a phone, the presenter's column), the wide
// one above and before the room is measured; each draws every stage and every gate inside its box, no two stages'
// boxes meet, the call's four gates sit in the checks' band, and a phone's 390 px shows its smallest words at 12 px
// or more.
import { describe, expect, it } from 'vitest';
import { layoutFor, type LoopLayout } from '../../../../../src/ui/common/loop/loop-layout.ts';
import { LOOP_EDGES, loopGates } from '../../../../../src/ui/common/loop/loop-stages.ts';

const WIDE = layoutFor(0);
const TALL = layoutFor(390);

describe('the shape for the room', () => {
  it('tall below 560 px, wide from there and before the room is measured', () => {
    expect([layoutFor(0), layoutFor(320), layoutFor(559), layoutFor(560), layoutFor(1200)].map((l) => l.shape)).toEqual(['wide', 'tall', 'tall', 'wide', 'wide']);
  });

  it('on a 390 px phone (about 350 px of room) the tall shape’s 11–12 px words come out at 12 px or more; the wide one’s would not', () => {
    const room = 350;
    // The smallest words the diagram writes: 12 px in the tall shape (actors, gate labels), 11 px in the wide one.
    expect((12 * room) / TALL.view.width).toBeGreaterThanOrEqual(12);
    expect((11 * room) / WIDE.view.width).toBeLessThan(6);
  });
});

describe.each([WIDE, TALL])('the $shape shape', (layout: LoopLayout) => {
  const { view, node, nodes, checks, gates, edges } = layout;
  const boxes = Object.entries(nodes).map(([stage, c]) => ({ stage, x0: c.x - node.width / 2, x1: c.x + node.width / 2, y0: c.y - node.height / 2, y1: c.y + node.height / 2 }));

  it('draws every stage inside its box, and no two stages meet', () => {
    expect(boxes.map((b) => b.stage).sort()).toEqual(['answer', 'calls', 'model', 'observation', 'question', 'tool', 'verdict']);
    for (const b of boxes) expect([b.x0 >= 0, b.y0 >= 0, b.x1 <= view.width, b.y1 <= view.height]).toEqual([true, true, true, true]);
    for (const a of boxes) {
      for (const b of boxes) {
        if (a === b) continue;
        const meet = a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
        expect(meet, `${a.stage} and ${b.stage}`).toBe(false);
      }
    }
  });

  it('draws each edge once and each gate once, inside its box; the call’s four gates in the checks’ band', () => {
    expect(edges.map((e) => e.edge).sort()).toEqual([...LOOP_EDGES].sort());
    expect(gates.map((g) => g.gate).sort()).toEqual([...loopGates()].sort());
    for (const g of gates) expect([g.x > 0, g.x < view.width, g.y > 0, g.y < view.height, g.label.y < view.height]).toEqual([true, true, true, true, true]);
    const inBand = gates.filter((g) => g.x > checks.x && g.x < checks.x + checks.width && g.y > checks.y && g.y < checks.y + checks.height).map((g) => g.gate);
    expect(inBand.sort()).toEqual(['allowlist', 'argsJson', 'repetition', 'validation']);
  });
});
