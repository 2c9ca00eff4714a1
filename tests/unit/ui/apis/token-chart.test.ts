// The token chart's configuration: one token axis for the bars and the lines (a request's bar was once drawn on an
// axis of its own, taller than the running total it adds to), and a phone's chart writing only the figures that
// fit (the step limit's and the last step's) where the step-12 figure and the correct case's phrase overlapped them.
import { describe, expect, it } from 'vitest';
import { tokenChartConfig, type TokenChartInput } from '../../../../src/ui/apis/token-chart.ts';
import { tokenMarks } from '../../../../src/ui/apis/token-series.ts';

const perRequest = Array.from({ length: 30 }, (_, i) => 53 + 91 * i);
const cumulative = perRequest.map((_, i) => perRequest.slice(0, i + 1).reduce((a, b) => a + b, 0));
const input: TokenChartInput = {
  loop: { perRequest, cumulative },
  correct: { perRequest: [48, 250, 332], cumulative: [48, 298, 630] },
  stepLimit: 6,
  marks: tokenMarks(cumulative, 6),
  format: String,
  text: { perRequest: 'per request', cumulative: 'so far', correct: 'correct', limit: 'limit', correctEnd: 'correct: 630', steps: 'step', tokensAxis: 'tokens' },
};

describe('the token chart', () => {
  it('draws the bars and the lines on one token axis, so no bar stands above the total it adds to', () => {
    const config = tokenChartConfig(input);
    expect(Object.keys(config.options?.scales ?? {}).sort()).toEqual(['x', 'y']);
    expect(config.data.datasets.map((d) => (d as { yAxisID?: string }).yAxisID)).toEqual(['y', 'y', 'y']);
    const bars = config.data.datasets.find((d) => d.type === 'bar');
    expect(Math.max(...(bars?.data ?? []))).toBeLessThan(Math.max(...cumulative));
  });

  it('on a wide chart, writes the figures at the limit, step 12 and the last step, and the correct case’s phrase', () => {
    const annotations = Object.keys(tokenChartConfig(input).options?.plugins?.annotation?.annotations ?? {});
    expect(annotations.sort()).toEqual(['correct', 'limit', 'mark12', 'mark30', 'mark6']);
  });

  it('on a phone, writes only the limit’s and the last step’s figures, in a smaller font; the legend names the correct case', () => {
    const config = tokenChartConfig({ ...input, compact: true });
    const annotations = config.options?.plugins?.annotation?.annotations as Record<string, { font?: { size?: number } }>;
    expect(Object.keys(annotations).sort()).toEqual(['limit', 'mark30', 'mark6']);
    expect(annotations.mark6?.font?.size).toBeLessThan(17);
    expect(config.data.datasets.map((d) => d.label)).toContain('correct');
  });
});
