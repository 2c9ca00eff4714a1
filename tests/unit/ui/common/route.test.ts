import { describe, expect, it } from 'vitest';
import { formatHash, parseHash } from '../../../../src/ui/common/route.svelte.ts';

describe('hash routes', () => {
  it('reads path and params', () => {
    expect(parseHash('#/data?ticker=BUSI&desde=2024-03-01&lang=es')).toEqual({
      path: '/data',
      params: { ticker: 'BUSI', desde: '2024-03-01', lang: 'es' },
    });
  });

  it('defaults to the home page', () => {
    expect(parseHash('')).toEqual({ path: '/', params: {} });
    expect(parseHash('#')).toEqual({ path: '/', params: {} });
  });

  it('round-trips values with reserved characters', () => {
    const params = { args: '{"expresion": "(27.88/26.19 - 1)*100"}', q: 'a&b=c ñ' };
    expect(parseHash(formatHash('/tools', params))).toEqual({ path: '/tools', params });
  });

  it('drops empty values when writing', () => {
    expect(formatHash('/apis', { provider: 'openai', scenario: '' })).toBe('#/apis?provider=openai');
  });

  it('survives malformed escapes', () => {
    expect(parseHash('#/data?ticker=%E0%A4%A').params.ticker).toBe('%E0%A4%A');
  });
});
