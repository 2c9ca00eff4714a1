import { describe, expect, it } from 'vitest';
import type { Trace, TraceEvent } from '../../../../src/core/agent/index.ts';
import { tokenMarks, tokenSeries } from '../../../../src/ui/apis/token-series.ts';

const request = (step: number, tokens: number, sent = true): TraceEvent => ({
  type: 'request',
  step,
  sent,
  tokens,
  totalTokens: 0,
  exchange: { url: 'http://sim.test', requestBody: '{}' },
});

describe('token series of the chart', () => {
  it('sums the requests that were sent, step by step; a request the token limit stopped does not count', () => {
    const trace = { events: [request(1, 53), request(2, 250), request(3, 340), request(4, 9000, false)] } as Trace;
    expect(tokenSeries(trace)).toEqual({ perRequest: [53, 250, 340], cumulative: [53, 303, 643] });
  });

  it("marks the step limit, 12 and the last step: the lesson's 6 / 12 / 30", () => {
    const cumulative = Array.from({ length: 30 }, (_, i) => (i + 1) * 10);
    expect(tokenMarks(cumulative, 6)).toEqual([
      { step: 6, tokens: 60, isLimit: true },
      { step: 12, tokens: 120, isLimit: false },
      { step: 30, tokens: 300, isLimit: false },
    ]);
  });

  it('marks each step once and leaves out steps past the series', () => {
    const cumulative = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    expect(tokenMarks(cumulative, 12)).toEqual([{ step: 12, tokens: 12, isLimit: true }]);
    expect(tokenMarks(cumulative.slice(0, 8), 10).map((m) => m.step)).toEqual([8]);
  });
});
