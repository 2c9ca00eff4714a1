// Dollar figures are rounded only when shown: two significant digits under a dollar, cents above.
import { describe, expect, it } from 'vitest';
import { formatUsd } from '../../../../../src/ui/common/cost/cost-format.ts';

describe('formatUsd', () => {
  it.each([
    [0.083278, 'en', '$0.083'],
    [0.0014175, 'en', '$0.0014'],
    [12.3456, 'en', '$12.35'],
    [0, 'en', '$0'],
    [0.083278, 'es', '0,083 US$'],
  ] as const)('%f in %s is %s', (usd, lang, shown) => {
    expect(formatUsd(usd, lang).replace(/\u00a0/g, ' ')).toBe(shown);
  });
});
