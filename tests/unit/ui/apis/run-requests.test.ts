import { describe, expect, it } from 'vitest';
import { PROVIDER_IDS } from '../../../../src/core/shapes/index.ts';
import { SCENARIO_IDS } from '../../../../src/core/sim/index.ts';
import { parseHash } from '../../../../src/ui/common/route.svelte.ts';
import { readApisState } from '../../../../src/ui/apis/apis-params.ts';
import { ALL_PAIRS, chartRequests, requestKey, tableOrder } from '../../../../src/ui/apis/run-requests.ts';

describe('the runs the page needs', () => {
  it('orders the table by scenario, then provider, whatever order the runs were made in', () => {
    expect(ALL_PAIRS).toHaveLength(SCENARIO_IDS.length * PROVIDER_IDS.length);
    const order = tableOrder([
      { scenario: 'bucle', provider: 'anthropic' },
      { scenario: 'correcto', provider: 'gemini' },
      { scenario: 'bucle', provider: 'anthropic' },
      { scenario: 'correcto', provider: 'openai-responses' },
    ]);
    expect(order.map((p) => `${p.scenario}/${p.provider}`)).toEqual(['correcto/openai-responses', 'correcto/gemini', 'bucle/anthropic']);
  });

  it('plays the chart without step or token limit, up to its steps, with the page’s other switches', () => {
    const state = readApisState(parseHash('#/apis?chart=12&off=repetition&steps=4&profile=realistic').params);
    const { loop, correct } = chartRequests(state);
    expect(loop).toMatchObject({ provider: 'anthropic', scenario: 'bucle' });
    expect(correct).toMatchObject({ provider: 'anthropic', scenario: 'correcto' });
    expect(loop.settings.switches).toMatchObject({ stepLimit: false, tokenLimit: false, repetition: false, validation: true });
    expect(loop.settings.limits).toMatchObject({ runCap: 12, maxSteps: 4 });
    expect(loop.settings.profile).toBe('realistic');
  });

  it('keys a run by everything it depends on', () => {
    const state = readApisState({});
    const base = { provider: state.provider, scenario: state.scenario, settings: state.settings };
    expect(requestKey(base)).toBe(requestKey({ ...base, settings: { ...state.settings } }));
    expect(requestKey(base)).not.toBe(requestKey({ ...base, settings: { ...state.settings, profile: 'realistic' } }));
    expect(requestKey(base)).not.toBe(requestKey({ ...base, settings: { ...state.settings, stream: true } }));
    expect(requestKey(base)).not.toBe(requestKey({ ...base, settings: { ...state.settings, limits: { ...state.settings.limits, timeoutMs: 1000 } } }));
  });
});
