import { describe, expect, it } from 'vitest';
import { loadO200kCounter } from '../../../../src/core/tokens/o200k-here.ts';

describe('loadO200kCounter', () => {
  it('loads the encoder once and counts o200k_base tokens', async () => {
    const count = await loadO200kCounter();
    expect(await loadO200kCounter()).toBe(count);
    expect(count('hello world')).toBe(2);
    expect(count('{"model":"bucle","max_tokens":500,"messages":[]}')).toBeGreaterThan(10);
  });

  it('counts special-token text as plain text instead of throwing', async () => {
    const count = await loadO200kCounter();
    expect(count('<|endoftext|>')).toBeGreaterThan(1);
  });
});
