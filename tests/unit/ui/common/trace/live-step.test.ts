// Live stepping on a real run: held before each request until Next request, the events so far at each hold; a
// new run, the switch turned off or release lets the held run go on to its end (nothing waits forever).
import { describe, expect, it } from 'vitest';
import { lessonScenarioPlan, run } from '../../../../../src/core/run/index.ts';
import { simulatedBackend } from '../../../../../src/core/sim/simulated-backend.ts';
import { LiveStep, partialTrace } from '../../../../../src/ui/common/trace/live-step.svelte.ts';
import { revealUnits } from '../../../../../src/ui/common/trace/reveal-units.ts';
import { SIM_ROOT, useSimulators } from '../../../core/sim/sim-fixture.ts';

const sim = useSimulators();
/** Until the gate holds a run (the SDK's first load takes a while). */
async function held(gate: LiveStep): Promise<void> {
  for (let i = 0; i < 500 && !gate.held; i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

function playLive(gate: LiveStep, key: string) {
  const plan = lessonScenarioPlan({ scenario: 'correcto', kit: sim.kit });
  const backend = simulatedBackend({ provider: 'openai-responses', transport: { root: SIM_ROOT, mode: 'node' }, countTokens: sim.countTokens });
  return run(plan, backend, gate.control(key)(plan.question));
}

describe('LiveStep', () => {
  it('holds correcto before each of its 3 requests, with the events so far, until Next request', async () => {
    const gate = new LiveStep();
    gate.set(true);
    const done = playLive(gate, 'a');
    const holds: [number, number][] = [];
    for (let i = 0; i < 3; i++) {
      await held(gate);
      expect(gate.held).toBe(true);
      holds.push([gate.paused!.step, gate.paused!.events.length]);
      if (i === 1) {
        // Before request 2: request 1, the two calls, their checks and results.
        const units = revealUnits(partialTrace(gate.paused!.question, gate.paused!.events));
        expect(units.map((u) => u.kind)).toEqual(['request', 'reply', 'checks', 'result', 'checks', 'result']);
      }
      gate.next();
    }
    const { trace } = await done;
    expect(holds).toEqual([
      [1, 0],
      [2, 7],
      [3, 11],
    ]);
    expect(trace.summary).toMatchObject({ steps: 3, tokens: 630, end: { kind: 'answered' } });
    expect(gate.isLive('a')).toBe(true);
  });

  it('lets the held run go on to its end when a new run starts or the switch goes off', async () => {
    const gate = new LiveStep();
    gate.set(true);
    const first = playLive(gate, 'a');
    await held(gate);
    expect(gate.paused).toMatchObject({ key: 'a', step: 1 });
    const second = playLive(gate, 'b');
    // The first goes on without pausing; the second is held now.
    expect((await first).trace.summary.steps).toBe(3);
    await held(gate);
    expect(gate.paused).toMatchObject({ key: 'b', step: 1 });
    expect([gate.isLive('a'), gate.isLive('b')]).toEqual([false, true]);
    gate.set(false);
    expect(gate.paused).toBeNull();
    expect((await second).trace.summary.end).toEqual({ kind: 'answered' });
  });
});
