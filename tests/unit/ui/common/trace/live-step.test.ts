// Live stepping on a real run: held before each request until Next request, the run so far at each hold (a ReAct
// run's events, a plan's stages); a new run, the switch turned off or release lets the held run go on to its end
// (nothing waits forever).
import { describe, expect, it } from 'vitest';
import { scriptedPlanBackend } from '../../../../../src/core/sim/index.ts';
import { revealUnits } from '../../../../../src/core/agent/reveal-units.ts';
import { lessonPlanAndExecute, lessonScenarioPlan } from '../../../../../src/core/labs/index.ts';
import { ofKind, PLAN_KIND, REACT_KIND, run } from '../../../../../src/core/run/index.ts';
import { simulatedBackend } from '../../../../../src/core/sim/simulated-backend.ts';
import { LiveStep } from '../../../../../src/ui/common/trace/live-step.svelte.ts';
import { SIM_ROOT, useSimulators } from '../../../core/sim/sim-fixture.ts';

const sim = useSimulators();
/** Until the gate holds a run (the SDK's first load takes a while). */
async function held(gate: LiveStep): Promise<void> {
  for (let i = 0; i < 500 && !gate.held; i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

function playLive(gate: LiveStep, key: string) {
  const plan = lessonScenarioPlan({ scenario: 'correcto', kit: sim.kit });
  const backend = simulatedBackend({ provider: 'openai-responses', transport: { root: SIM_ROOT, mode: 'node' }, countTokens: sim.countTokens });
  return run(plan, backend, gate.control(key));
}

/** The held run's events so far (a ReAct run's). */
const eventsSoFar = (gate: LiveStep) => ofKind(REACT_KIND, gate.paused?.sofar)?.events ?? [];

describe('LiveStep', () => {
  it('holds correcto before each of its 3 requests, with the events so far, until Next request', async () => {
    const gate = new LiveStep();
    gate.set(true);
    const done = playLive(gate, 'a');
    const holds: [number, number][] = [];
    for (let i = 0; i < 3; i++) {
      await held(gate);
      expect(gate.held).toBe(true);
      holds.push([gate.paused!.step, eventsSoFar(gate).length]);
      if (i === 1) {
        // Before request 2: request 1, the two calls, their checks and results.
        const units = revealUnits({ events: eventsSoFar(gate) });
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

  it('holds a plan before each model call: the extractor, its retry, the writer, with the stages so far', async () => {
    const gate = new LiveStep();
    gate.set(true);
    const plan = lessonPlanAndExecute({ question: '¿Cuánto cambió BUSI entre el 2024-03-15 y el 2024-03-22?', kit: sim.kit });
    const done = run(plan, scriptedPlanBackend('fecha_europea'), gate.control('plan'));
    const holds: [number, string[]][] = [];
    for (let i = 0; i < 3; i++) {
      await held(gate);
      const sofar = ofKind(PLAN_KIND, gate.paused?.sofar);
      holds.push([gate.paused!.step, (sofar?.stages ?? []).map((s) => (s.stage === 'extract' ? `extract×${s.attempts.length}` : s.stage))]);
      gate.next();
    }
    const { trace } = await done;
    expect(holds).toEqual([
      [1, ['extract×0']],
      [2, ['extract×1']],
      [3, ['extract×2', 'compute']],
    ]);
    expect(trace.end).toBe('answered');
    expect(gate.held).toBe(false);
  });
});
