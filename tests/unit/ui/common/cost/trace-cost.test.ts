// A trace priced at one row: each sent request by step, the run's total, nothing while a count is pending.
import { describe, expect, it } from 'vitest';
import type { Trace } from '../../../../../src/core/agent/index.ts';
import type { PriceRow } from '../../../../../src/core/cost/index.ts';
import { traceCost } from '../../../../../src/ui/common/cost/trace-cost.ts';

const row: PriceRow = { id: 'r', provider: 'openai', model: 'm', input: 1, output: 4, cachedInput: null, checkedOn: '2026-12-01', source: '' };
const exchange = { url: 'https://example.org', requestBody: '{}' } as unknown as Extract<Trace['events'][number], { type: 'request' }>['exchange'];
const trace = (firstTokens: number | null): Trace =>
  ({
    backend: 'openai-chat',
    events: [
      { type: 'request', step: 1, sent: true, tokens: firstTokens, totalTokens: firstTokens, exchange },
      { type: 'call', step: 1, callId: 'c', name: 'ab', rawArgs: {} },
      { type: 'request', step: 2, sent: true, tokens: 500, totalTokens: firstTokens === null ? null : firstTokens + 500, exchange },
      { type: 'answer', step: 2, text: 'done' },
      { type: 'request', step: 3, sent: false, tokens: 900, totalTokens: null, exchange },
    ],
  }) as unknown as Trace;
// A stand-in counter: one token per character.
const count = (text: string) => text.length;

describe('traceCost', () => {
  it('prices each sent request by its step and sums them; a request not sent costs nothing', () => {
    const cost = traceCost(trace(250), row, count);
    expect([...(cost?.steps.keys() ?? [])]).toEqual([1, 2]);
    // Step 1: 250 in, "ab" + "{}" = 4 out; step 2: 500 in, "done" = 4 out.
    expect(cost?.steps.get(1)?.total).toBeCloseTo((250 * 1 + 4 * 4) / 1e6, 15);
    expect(cost?.total.input).toBeCloseTo(750 / 1e6, 15);
    expect(cost?.total.output).toBeCloseTo(32 / 1e6, 15);
    expect(cost?.source).toBe('lab-count');
  });

  it('is undefined while an input count is pending, and leaves output out without a counter', () => {
    expect(traceCost(trace(null), row, count)).toBeUndefined();
    expect(traceCost(trace(250), row, undefined)?.total).toMatchObject({ output: null, outputCounted: false });
  });
});
