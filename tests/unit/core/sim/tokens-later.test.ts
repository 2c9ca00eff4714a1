// A page shows its first run before the o200k counter has loaded: the run ends with its counts pending, and
// counting it afterwards gives exactly the run made with the counter loaded; the token limit decides as exact
// counts do, waiting for the counter only when its upper bound cannot prove the request passes.
import { describe, expect, it } from 'vitest';
import { lateCounter, NEVER } from '../tokens/late-counters.ts';
import { countTrace, hasPendingCounts } from '../../../../src/core/agent/count-trace.ts';
import type { RequestEvent, Trace } from '../../../../src/core/agent/trace.ts';
import { PROVIDER_IDS } from '../../../../src/core/providers/provider-ids.ts';
import { LESSON_SCENARIO_IDS } from '../../../../src/core/sim/scenarios.ts';
import { useSimulators } from './sim-fixture.ts';

const sim = useSimulators();

const requests = (trace: Trace) => trace.events.filter((e): e is RequestEvent => e.type === 'request');

describe('a run before the token counter loads', () => {
  const cases = LESSON_SCENARIO_IDS.flatMap((scenario) => PROVIDER_IDS.map((provider) => [scenario, provider] as const));

  it.each(cases)('%s on %s ends with pending counts; counted, it is the run made with the counter loaded', async (scenario, provider) => {
    const pending = await sim.run({ scenario, provider, countTokens: NEVER });
    const loaded = await sim.run({ scenario, provider });
    expect(pending.summary.tokens).toBeNull();
    expect(requests(pending).every((e) => e.tokens === null && e.totalTokens === null)).toBe(true);
    expect(hasPendingCounts(loaded)).toBe(false);
    expect(countTrace(pending, sim.countTokens)).toEqual(loaded);
  });

  it("counted, gives the lesson's figures", async () => {
    const count = async (scenario: (typeof LESSON_SCENARIO_IDS)[number], provider: (typeof PROVIDER_IDS)[number]) =>
      countTrace(await sim.run({ scenario, provider, countTokens: NEVER }), sim.countTokens).summary.tokens;
    expect(await count('correcto', 'openai-responses')).toBe(630);
    expect(await count('correcto', 'anthropic')).toBe(643);
    expect(await count('bucle', 'anthropic')).toBe(1763);
  });

  it.each(PROVIDER_IDS)('with a low token limit on %s, stops at the same step with the same exact numbers', async (provider) => {
    const limits = { maxTokens: 300 };
    const counter = lateCounter(sim.countTokens);
    const late = await sim.run({ scenario: 'bucle', provider, limits, countTokens: counter });
    const loaded = await sim.run({ scenario: 'bucle', provider, limits });
    expect(loaded.summary.end.kind).toBe('token_limit');
    expect(counter.loads).toBeGreaterThan(0);
    expect(late).toEqual(loaded);
  });

  it('a limit the bytes already prove is never reached does not wait for the counter', async () => {
    const trace = await sim.run({ scenario: 'bucle', provider: 'gemini', countTokens: NEVER });
    expect(trace.settings.switches.tokenLimit).toBe(true);
    expect(trace.summary).toMatchObject({ steps: 6, tokens: null, end: { kind: 'step_limit' } });
  });
});
