// The page counts in a worker, so a request's count arrives after the request has left: the run still ends holding
// every count, exactly the run made with the counter on its own thread; the token limit decides as exact counts
// do, waiting for them only when the counter's upper bound cannot prove the request passes. A counter that cannot
// load leaves the counts unknown (null), and the run itself unchanged.
import { describe, expect, it } from 'vitest';
import { FAILING, lateCounter } from '../tokens/late-counters.ts';
import { hasUnknownCounts } from '../../../../src/core/agent/count-trace.ts';
import type { RequestEvent, Trace } from '../../../../src/core/agent/trace.ts';
import { PROVIDER_IDS } from '../../../../src/core/providers/provider-ids.ts';
import { LESSON_SCENARIO_IDS } from '../../../../src/core/sim/scenarios.ts';
import { useSimulators } from './sim-fixture.ts';

const sim = useSimulators();

const requests = (trace: Trace) => trace.events.filter((e): e is RequestEvent => e.type === 'request');

describe('a run counted in a worker', () => {
  const cases = LESSON_SCENARIO_IDS.flatMap((scenario) => PROVIDER_IDS.map((provider) => [scenario, provider] as const));

  it.each(cases)('%s on %s ends with every count, as the run made with the counter here', async (scenario, provider) => {
    const late = await sim.run({ scenario, provider, countTokens: lateCounter(sim.countTokens) });
    const here = await sim.run({ scenario, provider });
    expect(hasUnknownCounts(late)).toBe(false);
    expect(late).toEqual(here);
  });

  it("gives the lesson's figures", async () => {
    const count = async (scenario: (typeof LESSON_SCENARIO_IDS)[number], provider: (typeof PROVIDER_IDS)[number]) =>
      (await sim.run({ scenario, provider, countTokens: lateCounter(sim.countTokens) })).summary.tokens;
    expect(await count('correcto', 'openai-responses')).toBe(630);
    expect(await count('correcto', 'anthropic')).toBe(643);
    expect(await count('bucle', 'anthropic')).toBe(1763);
  });

  it.each(PROVIDER_IDS)('with a low token limit on %s, stops at the same step with the same exact numbers', async (provider) => {
    const limits = { maxTokens: 300 };
    const late = await sim.run({ scenario: 'bucle', provider, limits, countTokens: lateCounter(sim.countTokens) });
    const here = await sim.run({ scenario: 'bucle', provider, limits });
    expect(here.summary.end.kind).toBe('token_limit');
    expect(late).toEqual(here);
  });
});

describe('a counter that cannot load', () => {
  it('leaves every count unknown (null) and the run as it was: a limit the bound proves is never reached needs no count', async () => {
    const trace = await sim.run({ scenario: 'bucle', provider: 'gemini', countTokens: FAILING });
    const here = await sim.run({ scenario: 'bucle', provider: 'gemini' });
    expect(trace.settings.switches.tokenLimit).toBe(true);
    expect(trace.summary).toMatchObject({ steps: 6, tokens: null, end: { kind: 'step_limit' } });
    expect(requests(trace).every((e) => e.tokens === null && e.totalTokens === null)).toBe(true);
    expect(trace.events.filter((e) => e.type !== 'request')).toEqual(here.events.filter((e) => e.type !== 'request'));
  });

  it('ends a run the token limit must decide with a crash that says why, not a guess', async () => {
    const trace = await sim.run({ scenario: 'bucle', provider: 'anthropic', limits: { maxTokens: 300 }, countTokens: FAILING });
    expect(trace.summary.end).toEqual({ kind: 'crashed', message: 'Error: the token counter could not load, so the token limit cannot be checked' });
  });
});
