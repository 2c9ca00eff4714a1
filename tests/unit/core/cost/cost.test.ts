// The cost arithmetic: tokens times a row's prices, per request and summed, exact (the UI rounds), cached input
// at its own price where the usage reports it.
import { describe, expect, it } from 'vitest';
import { cumulativeCost, DEFAULT_PRICES, defaultRowFor, runCost, stepCost, type PriceRow, type Usage } from '../../../../src/core/cost/index.ts';

const row: PriceRow = {
  id: 'test/model',
  provider: 'anthropic',
  model: 'model',
  input: 2,
  output: 10,
  cachedInput: 0.2,
  checkedOn: '2026-12-01',
  source: 'https://example.org/pricing',
};
const usage = (inputTokens: number, outputTokens: number | null, cachedInputTokens?: number): Usage => ({
  inputTokens,
  outputTokens,
  ...(cachedInputTokens === undefined ? {} : { cachedInputTokens }),
  source: 'lab-count',
});

describe('stepCost', () => {
  it("prices the loop's 41,639 input tokens at $2 per million as $0.083278", () => {
    expect(stepCost(usage(41_639, 0), row).input).toBeCloseTo(0.083278, 12);
  });

  it('adds output at the output price', () => {
    const cost = stepCost(usage(567, 40), row);
    expect(cost.input).toBeCloseTo(0.001134, 12);
    expect(cost.output).toBeCloseTo(0.0004, 12);
    expect(cost.total).toBeCloseTo(0.001534, 12);
    expect(cost.outputCounted).toBe(true);
  });

  it('prices cached input at the cached price, and as plain input where the row has none', () => {
    expect(stepCost(usage(1_000_000, 0, 400_000), row).input).toBeCloseTo(600_000 * 2e-6 + 400_000 * 0.2e-6, 12);
    expect(stepCost(usage(1_000_000, 0, 400_000), { ...row, cachedInput: null }).input).toBeCloseTo(2, 12);
  });

  it('never prices more cached tokens than input tokens', () => {
    expect(stepCost(usage(100, 0, 500), row).input).toBeCloseTo(100 * 0.2e-6, 15);
  });

  it('leaves output out, and says so, when output tokens are not counted', () => {
    const cost = stepCost(usage(1_000, null), row);
    expect(cost).toMatchObject({ output: null, outputCounted: false });
    expect(cost.total).toBeCloseTo(0.002, 12);
  });
});

describe('runCost and cumulativeCost', () => {
  const usages = [usage(53, 10), usage(160, 12), usage(251, 12)];

  it('sums the steps exactly', () => {
    const cost = runCost(usages, row);
    expect(cost.input).toBeCloseTo((53 + 160 + 251) * 2e-6, 12);
    expect(cost.output).toBeCloseTo(34 * 10e-6, 12);
    expect(cost.total).toBeCloseTo(cost.input + (cost.output ?? 0), 15);
  });

  it('counts output only if every step has it', () => {
    expect(runCost([...usages, usage(10, null)], row)).toMatchObject({ output: null, outputCounted: false });
  });

  it('gives the running total after each step', () => {
    const running = cumulativeCost(usages, row);
    expect(running).toHaveLength(3);
    expect(running[2]).toBeCloseTo(runCost(usages, row).total, 15);
  });
});

describe('the default table', () => {
  it('gives every row a date and a source page', () => {
    for (const r of DEFAULT_PRICES) {
      expect(r.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.source).toMatch(/^https:\/\//);
    }
  });

  it("prices a run with a row of its provider's vendor, else the table's first", () => {
    expect(defaultRowFor(DEFAULT_PRICES, 'anthropic')?.provider).toBe('anthropic');
    expect(defaultRowFor(DEFAULT_PRICES, 'openai-chat')?.provider).toBe('openai');
    // No other vendor's price by default: the local model, and a vendor without a row, show no cost until one is picked.
    expect(defaultRowFor(DEFAULT_PRICES, 'local:qwen')).toBeUndefined();
    expect(defaultRowFor(DEFAULT_PRICES.filter((r) => r.provider !== 'google'), 'gemini')).toBeUndefined();
    expect(defaultRowFor([], 'anthropic')).toBeUndefined();
  });

  it("prices a real model's run at its own model's row when the table has one", () => {
    expect(defaultRowFor(DEFAULT_PRICES, 'anthropic', 'claude-sonnet-5-5')?.id).toBe('anthropic/claude-sonnet-5-5');
    expect(defaultRowFor(DEFAULT_PRICES, 'openai-responses', 'gpt-5.4-mini')?.id).toBe('openai/gpt-5.4-mini');
    // A script's name (a simulated run) or an unlisted model: the vendor's first row.
    expect(defaultRowFor(DEFAULT_PRICES, 'anthropic', 'correcto')?.id).toBe('anthropic/claude-sonnet-5');
  });
});
