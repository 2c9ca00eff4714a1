// Every lab scenario played while the o200k counter loads: shown as it ended, counts null, its lab outcome and the
// script's report already those of the run made with the counter loaded (the page counts only the trace); then
// whole, once, that very run. The bound proves every request of the labs' runs under their token limits, so no run
// waits for the 1 MB encoder before its end.
import { describe, expect, it } from 'vitest';
import { heldCounter } from '../tokens/late-counters.ts';
import type { RunRecord } from '../../../../src/core/run/run.ts';
import type { LabOutcome } from '../../../../src/core/labs/lab-plans.ts';
import type { SimulatedReport } from '../../../../src/core/sim/simulated-backend.ts';
import { LAB_IDS, labInfo, type LabId } from '../../../../src/core/labs/lab-registry.ts';
import { flatten, useLabSimulators } from './lab-fixture.ts';

const sim = useLabSimulators();

const EVERY_SCENARIO = LAB_IDS.flatMap((lab) => labInfo(lab).scenarios.map((s): [LabId, string] => [lab, s.id]));

describe('a lab run while the token counter loads', () => {
  it.each(EVERY_SCENARIO)('%s / %s: shown as it ended with the outcome and report it comes with', async (lab, scenario) => {
    const counter = heldCounter(sim.countTokens);
    const shown: RunRecord<LabOutcome, SimulatedReport>[] = [];
    const going = sim.run({ lab, scenario, provider: 'anthropic', countTokens: counter, ended: (ended) => shown.push(ended) });
    await expect.poll(() => shown.length).toBe(1);
    expect(counter.asks).toBe(1);
    counter.release();
    const whole = await going;
    const loaded = await sim.run({ lab, scenario, provider: 'anthropic' });
    expect(whole).toEqual(loaded);
    const ended = flatten(shown[0] as RunRecord<LabOutcome, SimulatedReport>);
    expect(ended.summary.tokens).toBeNull();
    const { events: _e, summary: _s, ...rest } = ended;
    const { events: _le, summary: _ls, ...loadedRest } = loaded;
    expect(rest).toEqual(loadedRest);
  });
});
