// Every lab scenario played before the o200k counter loads: counting its trace afterwards gives the run made with
// the counter loaded, the lab's outcome and the script's report included (the page counts only the trace).
import { describe, expect, it } from 'vitest';
import { lateCounter } from '../tokens/late-counters.ts';
import { countTrace } from '../../../../src/core/agent/count-trace.ts';
import { LAB_IDS, labInfo, type LabId } from '../../../../src/core/labs/lab-registry.ts';
import { useLabSimulators } from './lab-fixture.ts';

const sim = useLabSimulators();

const EVERY_SCENARIO = LAB_IDS.flatMap((lab) => labInfo(lab).scenarios.map((s): [LabId, string] => [lab, s.id]));

describe('a lab run before the token counter loads', () => {
  it.each(EVERY_SCENARIO)('%s / %s: counted afterwards, it is the run made with the counter loaded', async (lab, scenario) => {
    const counter = lateCounter(sim.countTokens);
    const late = await sim.run({ lab, scenario, provider: 'anthropic', countTokens: counter });
    const loaded = await sim.run({ lab, scenario, provider: 'anthropic' });
    expect(countTrace(late, sim.countTokens)).toEqual(loaded);
    // The bound proves every request of the lab's runs under its token limit: none waits for the 1 MB encoder.
    expect(counter.loads).toBe(0);
  });
});
