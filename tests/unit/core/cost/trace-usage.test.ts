// Each request's usage from a trace: input is the trace's count, output the model's text and calls counted as the
// simulators count them; the loop scenario's 30 requests priced at a listed price.
import { describe, expect, it } from 'vitest';
import type { Trace } from '../../../../src/core/agent/trace.ts';
import { countedUsages, DEFAULT_PRICES, outputTokens, runCost, traceUsages } from '../../../../src/core/cost/index.ts';
import { loadO200kCounter } from '../../../../src/core/tokens/o200k-here.ts';
import { useSimulators } from '../sim/sim-fixture.ts';

const sim = useSimulators();

describe('traceUsages', () => {
  it("takes the loop's 41,639 input tokens from the trace and prices them at Claude Sonnet 5's listed $2 per million", async () => {
    const trace = await sim.run({ provider: 'anthropic', scenario: 'bucle', switches: { stepLimit: false, tokenLimit: false }, limits: { runCap: 30 } });
    const count = await loadO200kCounter();
    const usages = countedUsages(trace, count);
    expect(usages).toHaveLength(30);
    expect(usages?.reduce((sum, u) => sum + u.inputTokens, 0)).toBe(41_639);
    expect(usages?.every((u) => u.source === 'lab-count' && (u.outputTokens ?? 0) > 0)).toBe(true);
    const sonnet = DEFAULT_PRICES.find((r) => r.model === 'claude-sonnet-5');
    if (!sonnet) throw new Error('no claude-sonnet-5 row');
    expect(runCost(usages ?? [], sonnet).input).toBeCloseTo(0.083278, 12);
  });

  it("counts a step's output as its text, and each call's name and JSON arguments", async () => {
    const count = await loadO200kCounter();
    const events: Trace['events'] = [
      { type: 'text', step: 1, text: 'Busco el precio.' },
      { type: 'call', step: 1, callId: 'c1', name: 'get_price', rawArgs: { ticker: 'BUSI' } },
      { type: 'answer', step: 2, text: 'Subió.' },
    ];
    expect(outputTokens(events, 1, count)).toBe(count('Busco el precio.') + count('get_price') + count('{"ticker":"BUSI"}'));
    expect(outputTokens(events, 2, count)).toBe(count('Subió.'));
  });

  it('leaves output uncounted without a counter, and a pending input count pending', async () => {
    const trace = await sim.run({ provider: 'anthropic', scenario: 'correcto' });
    expect(traceUsages(trace).map((s) => s.usage?.outputTokens)).toEqual([null, null, null]);
    const first = trace.events.findIndex((e) => e.type === 'request');
    const pending = { ...trace, events: trace.events.map((e, i) => (i === first && e.type === 'request' ? { ...e, tokens: null } : e)) };
    expect(traceUsages(pending)[0]?.usage).toBeNull();
    expect(countedUsages(pending)).toBeUndefined();
  });
});
