// A page's first runs end before its counting worker has loaded the o200k encoder: each is shown as it ended, its
// counts null, and then comes whole, once, exactly the run made with the counter loaded; the token limit decides as
// exact counts do, waiting for the counter only when its upper bound cannot prove the request passes. A counter
// that cannot load leaves the counts unknown (null), nothing else changed.
import { describe, expect, it } from 'vitest';
import { FAILING, heldCounter } from '../tokens/late-counters.ts';
import type { RequestEvent, Trace } from '../../../../src/core/agent/trace.ts';
import { PROVIDER_IDS } from '../../../../src/core/shapes/provider-ids.ts';
import { LESSON_SCENARIO_IDS } from '../../../../src/core/sim/scenarios.ts';
import { SIM_ROOT, useSimulators, type ScenarioTrace } from './sim-fixture.ts';
import { countsArriving, countsOf } from '../../../../src/core/agent/count-trace.ts';
import { lessonScenarioPlan } from '../../../../src/core/labs/lesson-plans.ts';
import { run, type RunRecord } from '../../../../src/core/run/run.ts';
import { simulatedBackend, type SimulatedReport } from '../../../../src/core/sim/simulated-backend.ts';
import type { AsyncCounter } from '../../../../src/core/tokens/o200k-counter.ts';

const sim = useSimulators();

const requests = (trace: Trace) => trace.events.filter((e): e is RequestEvent => e.type === 'request');
/** The trace with every count null, as a counter that never answered leaves it. */
const uncounted = (trace: ScenarioTrace) => ({
  ...trace,
  events: trace.events.map((e) => (e.type === 'request' ? { ...e, tokens: null, totalTokens: e.sent ? null : e.totalTokens } : e)),
  summary: { ...trace.summary, tokens: null },
});

describe('a run that ends before the token counter loads', () => {
  const cases = LESSON_SCENARIO_IDS.flatMap((scenario) => PROVIDER_IDS.map((provider) => [scenario, provider] as const));

  it.each(cases)('%s on %s is shown as it ended, counts null, then comes once, the run made with the counter loaded', async (scenario, provider) => {
    const counter = heldCounter(sim.countTokens);
    const shown: ScenarioTrace[] = [];
    const going = sim.run({ scenario, provider, countTokens: counter, ended: (ended) => shown.push(ended) });
    await expect.poll(() => shown.length).toBe(1);
    const [ended] = shown as [ScenarioTrace];
    expect(ended.summary.tokens).toBeNull();
    expect(requests(ended).every((e) => e.tokens === null)).toBe(true);
    // One message for the run's counts, asked at its end: nothing before waited for the counter.
    expect(counter.asks).toBe(1);
    counter.release();
    const whole = await going;
    const loaded = await sim.run({ scenario, provider });
    expect(whole).toEqual(loaded);
    expect(ended).toEqual(uncounted(loaded));
    expect(shown).toHaveLength(1);
  });

  it("comes with the lesson's figures", async () => {
    const tokens = async (scenario: (typeof LESSON_SCENARIO_IDS)[number], provider: (typeof PROVIDER_IDS)[number]) => {
      const counter = heldCounter(sim.countTokens);
      counter.release();
      return (await sim.run({ scenario, provider, countTokens: counter })).summary.tokens;
    };
    expect(await tokens('correcto', 'openai-responses')).toBe(630);
    expect(await tokens('correcto', 'anthropic')).toBe(643);
    expect(await tokens('bucle', 'anthropic')).toBe(1763);
  });

  it('is not shown early when the counter is ready: its counts come with it', async () => {
    const shown: unknown[] = [];
    const trace = await sim.run({ scenario: 'correcto', provider: 'anthropic', countTokens: sim.countTokens, ended: (ended) => shown.push(ended) });
    expect(shown).toEqual([]);
    expect(trace.summary.tokens).toBe(643);
  });

  it.each(PROVIDER_IDS)('with a low token limit on %s, stops at the same step with the same exact numbers', async (provider) => {
    const limits = { maxTokens: 300 };
    const counter = heldCounter(sim.countTokens);
    counter.release();
    const late = await sim.run({ scenario: 'bucle', provider, limits, countTokens: counter });
    const loaded = await sim.run({ scenario: 'bucle', provider, limits });
    expect(loaded.summary.end.kind).toBe('token_limit');
    expect(late).toEqual(loaded);
  });

  it('a limit the bytes already prove is never reached does not wait for the counter', async () => {
    const counter = heldCounter(sim.countTokens);
    const shown: ScenarioTrace[] = [];
    const going = sim.run({ scenario: 'bucle', provider: 'gemini', countTokens: counter, ended: (ended) => shown.push(ended) });
    await expect.poll(() => shown.length).toBe(1);
    expect(shown[0]?.settings.switches.tokenLimit).toBe(true);
    expect(shown[0]?.summary).toMatchObject({ steps: 6, tokens: null, end: { kind: 'step_limit' } });
    counter.release();
    expect((await going).summary.tokens).toBe((await sim.run({ scenario: 'bucle', provider: 'gemini' })).summary.tokens);
  });
});

describe('a run whose counter cannot load', () => {
  it('ends with its counts unknown (null), every other event as with the counter', async () => {
    const failed = await sim.run({ scenario: 'correcto', provider: 'openai-responses', countTokens: FAILING });
    const loaded = await sim.run({ scenario: 'correcto', provider: 'openai-responses' });
    expect(failed).toEqual(uncounted(loaded));
  });

  it('ends, saying why, where the token limit needs a count it cannot have', async () => {
    const failed = await sim.run({ scenario: 'bucle', provider: 'anthropic', limits: { maxTokens: 300 }, countTokens: FAILING });
    expect(failed.summary.end).toEqual({ kind: 'crashed', message: 'Error: the o200k_base token counter could not load, so the token limit cannot be checked' });
    expect(failed.events.some((e) => e.type === 'guardrail')).toBe(false);
  });
});

describe('what a page asks of a run: its counts exact, arriving or unknown (count-trace.ts)', () => {
  const play = (countTokens: AsyncCounter, ended?: (record: RunRecord<undefined, SimulatedReport>) => void, beforeRequest?: (step: number, sofar: Trace) => Promise<void>) =>
    run(lessonScenarioPlan({ scenario: 'correcto', kit: sim.kit }), simulatedBackend({ provider: 'anthropic', transport: { root: SIM_ROOT, mode: 'node' }, countTokens }), {
      ...(ended ? { ended } : {}),
      ...(beforeRequest ? { beforeRequest } : {}),
    });

  it('arriving in the run so far and in the run as it ended, exact once whole; the page asks the same of any trace', async () => {
    const counter = heldCounter(sim.countTokens);
    const ended: Trace[] = [];
    const sofar: Trace[] = [];
    const going = play(counter, (record) => ended.push(record.trace), (_, trace) => Promise.resolve(void sofar.push(trace)));
    await expect.poll(() => ended.length).toBe(1);
    expect(countsOf(ended[0] as Trace)).toBe('arriving');
    expect(countsArriving(ended[0] as Trace)).toBe(true);
    expect(sofar.slice(1).every((t) => countsOf(t) === 'arriving')).toBe(true);
    counter.release();
    const whole = (await going).trace;
    expect(countsOf(whole)).toBe('exact');
    expect(countsArriving(whole)).toBe(false);
    // A copy (a file's, a link's) is never arriving: only the loop's own traces are handed out early.
    expect(countsOf({ ...(ended[0] as Trace) })).toBe('unknown');
  });

  it('unknown where the counter cannot load: the run it resolves with says they are not on their way', async () => {
    const { trace } = await play(FAILING);
    expect(countsOf(trace)).toBe('unknown');
    expect(countsArriving(trace)).toBe(false);
  });
});
