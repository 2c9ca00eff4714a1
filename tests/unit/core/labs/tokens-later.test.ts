// Every lab scenario played with the page's counter, whose counts arrive later from its worker: the run ends
// holding every count, the run made with the counter on the same thread, the lab's outcome and the script's report
// included.
import { describe, expect, it } from 'vitest';
import { lateCounter } from '../tokens/late-counters.ts';
import { LAB_IDS, labInfo, type LabId } from '../../../../src/core/labs/lab-registry.ts';
import { useLabSimulators } from './lab-fixture.ts';

const sim = useLabSimulators();

const EVERY_SCENARIO = LAB_IDS.flatMap((lab) => labInfo(lab).scenarios.map((s): [LabId, string] => [lab, s.id]));

describe('a lab run counted in a worker', () => {
  it.each(EVERY_SCENARIO)('%s / %s: ends as the run made with the counter on its own thread', async (lab, scenario) => {
    const counter = lateCounter(sim.countTokens);
    const late = await sim.run({ lab, scenario, provider: 'anthropic', countTokens: counter });
    const here = await sim.run({ lab, scenario, provider: 'anthropic' });
    expect(late).toEqual(here);
    expect(counter.asked).toBeGreaterThan(0);
  });
});
