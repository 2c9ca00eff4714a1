// Every lab scenario played before the o200k counter loads: counting its trace afterwards gives the run made with
// the counter loaded, the lab's outcome and the script's report included (the page counts only the trace).
import { describe, expect, it } from 'vitest';
import { countTrace } from '../../../../src/core/agent/count-trace.ts';
import { LAB_IDS, labInfo, type LabId } from '../../../../src/core/labs/lab-registry.ts';
import type { LazyCounter, TokenCounter } from '../../../../src/core/tokens/o200k-counter.ts';
import { useLabSimulators } from './lab-fixture.ts';

const sim = useLabSimulators();

/** Not loaded until a run must wait for it (a lab whose bodies' bytes could pass its token limit). */
function lateCounter(count: TokenCounter): LazyCounter {
  let ready: TokenCounter | undefined;
  return { loaded: () => ready, load: () => Promise.resolve((ready = count)) };
}

const EVERY_SCENARIO = LAB_IDS.flatMap((lab) => labInfo(lab).scenarios.map((s): [LabId, string] => [lab, s.id]));

describe('a lab run before the token counter loads', () => {
  it.each(EVERY_SCENARIO)('%s / %s: counted afterwards, it is the run made with the counter loaded', async (lab, scenario) => {
    const late = await sim.run({ lab, scenario, provider: 'anthropic', countTokens: lateCounter(sim.countTokens) });
    const loaded = await sim.run({ lab, scenario, provider: 'anthropic' });
    expect(countTrace(late, sim.countTokens)).toEqual(loaded);
  });
});
