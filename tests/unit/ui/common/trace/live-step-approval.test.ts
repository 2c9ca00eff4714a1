// The live step gate holding a call that waits for approval (hogar's aprobar_cambio on a simulated API): asked whether
// or not the run is stepped live, answered by decide; switching the step-through off keeps the question, while a newer
// run or the page left denies it as with no one to ask (nothing waits forever).
import { describe, expect, it } from 'vitest';
import type { ResultEvent } from '../../../../../src/core/agent/trace.ts';
import { labScenarioPlan } from '../../../../../src/core/labs/lab-plans.ts';
import { run } from '../../../../../src/core/run/run.ts';
import { simulatedBackend } from '../../../../../src/core/sim/simulated-backend.ts';
import { LiveStep } from '../../../../../src/ui/common/trace/live-step.svelte.ts';
import { TRANSPORT, useLabSimulators } from '../../../core/labs/lab-fixture.ts';

const sim = useLabSimulators();

async function asked(gate: LiveStep): Promise<void> {
  for (let i = 0; i < 500 && !gate.asking; i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

async function play(control: ReturnType<LiveStep['control']>) {
  const plan = await labScenarioPlan({ lab: 'hogar', scenario: 'aprobar_cambio' });
  const { trace } = await run(plan, simulatedBackend({ provider: 'gemini', transport: TRANSPORT, countTokens: sim.countTokens }), control);
  return trace.events.find((e): e is ResultEvent => e.type === 'result')?.approval;
}

describe('LiveStep asking for approval', () => {
  it('asks with the step-through off, keeps asking when it is switched off, and passes the decision on', async () => {
    const gate = new LiveStep();
    const done = play(gate.control('a'));
    await asked(gate);
    expect(gate.asking).toMatchObject({ key: 'a', request: { step: 1, call: 0, name: 'set_light' } });
    gate.set(false);
    expect(gate.asking).not.toBeNull();
    gate.decide(false);
    expect(gate.asking).toBeNull();
    expect(await done).toEqual({ decision: 'denied', by: 'person' });
  });

  it("a newer run denies the older one's waiting call; the page left denies every one, and any asked later", async () => {
    const gate = new LiveStep();
    const first = play(gate.control('a'));
    await asked(gate);
    const second = play(gate.control('b'));
    expect(await first).toEqual({ decision: 'denied', by: 'nobody' });
    await asked(gate);
    expect(gate.asking?.key).toBe('b');
    const entry = play(gate.approver('entry'));
    gate.close();
    expect(await second).toEqual({ decision: 'denied', by: 'nobody' });
    expect(await entry).toEqual({ decision: 'denied', by: 'nobody' });
    expect(await play(gate.approver('later'))).toEqual({ decision: 'denied', by: 'nobody' });
  });
});
