import { outputCap, stepLimit, tokenLimit } from '../../../../src/core/guardrails/index.ts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, DEFAULT_SWITCHES } from '../../../../src/core/agent/index.ts';
import { parseHash } from '../../../../src/ui/common/route.svelte.ts';
import { BOUNDS, correctionPatch, intParam, offParam } from '../../../../src/ui/common/settings-params.ts';
import { readApisState } from '../../../../src/ui/apis/apis-params.ts';

const read = (hash: string) => readApisState(parseHash(hash).params);

describe('the #/apis page state in the hash', () => {
  it('defaults to the lesson: OpenAI Responses, correcto, its bytes and guardrails, the 30-step Anthropic chart', () => {
    expect(read('#/apis')).toEqual({
      provider: 'openai-responses',
      scenario: 'correcto',
      settings: { profile: 'lesson', stream: false, limits: DEFAULT_LIMITS, switches: DEFAULT_SWITCHES, via: 'lab', approval: 'off' },
      all: false,
      chartSteps: 30,
      chartProvider: 'anthropic',
      ref: '',
      answer: undefined,
      corrections: [],
    });
  });

  it('reads a teacher link', () => {
    const state = read('#/apis?provider=anthropic&scenario=bucle&profile=realistic&stream=1&steps=12&tokens=5000&output=300&timeout=1000&off=repetition,validation&all=1&chart=40&chartProvider=gemini&ref=ejercicio_1&answer=hola&via=mcp&approval=all');
    expect(state).toMatchObject({ provider: 'anthropic', scenario: 'bucle', all: true, chartSteps: 40, chartProvider: 'gemini', ref: 'ejercicio_1', answer: 'hola' });
    expect(state.settings.profile).toBe('realistic');
    expect(state.settings.stream).toBe(true);
    expect(state.settings.limits).toEqual({ ...DEFAULT_LIMITS, maxSteps: 12, maxTokens: 5000, maxOutputChars: 300, timeoutMs: 1000 });
    expect(state.settings.switches).toEqual({ ...DEFAULT_SWITCHES, repetition: false, validation: false });
    expect(state.settings.via).toBe('mcp');
    expect(read('#/apis?via=smtp').settings.via).toBe('lab');
    expect(state.settings.approval).toBe('all');
  });

  it('reads anything malformed as its default, and a number out of range as its nearest bound', () => {
    const state = read('#/apis?provider=openai&scenario=loop&profile=python&stream=yes&steps=0&tokens=-5&timeout=1e3&chart=101&off=nonsense&approval=yes');
    expect(state.provider).toBe('openai-responses');
    expect(state.scenario).toBe('correcto');
    expect(state.settings).toEqual({
      profile: 'lesson',
      stream: false,
      limits: { ...DEFAULT_LIMITS, maxSteps: 1, maxTokens: 1, timeoutMs: 1000 },
      switches: DEFAULT_SWITCHES,
      via: 'lab',
      approval: 'off',
    });
    expect(state.chartSteps).toBe(100);
    // 1e3 is a number within bounds: used as it is, nothing to say.
    expect(state.corrections).toEqual([
      { param: 'steps', given: '0', used: 1, reason: 'range', bounds: stepLimit.setting.limit.bounds },
      { param: 'tokens', given: '-5', used: 1, reason: 'range', bounds: tokenLimit.setting.limit.bounds },
      { param: 'chart', given: '101', used: 100, reason: 'range', bounds: BOUNDS.chart },
    ]);
  });

  it('says what it did with each numeric param it could not use as written, and the patch that makes the link say it', () => {
    const state = read('#/apis?steps=1e9&tokens=abc&output=2.5&timeout=50&chart=');
    expect(state.settings.limits).toEqual({ ...DEFAULT_LIMITS, maxSteps: 100, maxOutputChars: 3, timeoutMs: 100 });
    expect(state.chartSteps).toBe(30);
    expect(state.corrections).toEqual([
      { param: 'steps', given: '1e9', used: 100, reason: 'range', bounds: stepLimit.setting.limit.bounds },
      { param: 'tokens', given: 'abc', used: DEFAULT_LIMITS.maxTokens, reason: 'nan', bounds: tokenLimit.setting.limit.bounds },
      { param: 'output', given: '2.5', used: 3, reason: 'whole', bounds: outputCap.setting.limit.bounds },
      { param: 'timeout', given: '50', used: 100, reason: 'range', bounds: BOUNDS.timeout },
      { param: 'chart', given: '', used: 30, reason: 'nan', bounds: BOUNDS.chart },
    ]);
    // Not a number: the param goes, the page's default stands; otherwise the number used.
    expect(correctionPatch(state.corrections)).toEqual({ steps: '100', tokens: undefined, output: '3', timeout: '100', chart: undefined });
    expect(read('#/apis?steps=-1').settings.limits.maxSteps).toBe(1);
    expect(read('#/apis?steps=Infinity').corrections).toMatchObject([{ used: 100, reason: 'range' }]);
  });

  it('writes the switches turned off in their own order, and nothing when all are on', () => {
    const some = { ...DEFAULT_SWITCHES, validation: false };
    expect(offParam(some, 'repetition', false)).toBe('repetition,validation');
    expect(offParam(some, 'validation', true)).toBeUndefined();
    expect(read(`#/apis?off=${offParam(DEFAULT_SWITCHES, 'stepLimit', false)}`).settings.switches.stepLimit).toBe(false);
  });

  it('accepts only whole numbers within bounds from the inputs', () => {
    expect(intParam(' 8 ', stepLimit.setting.limit.bounds)).toBe('8');
    expect(intParam('0', stepLimit.setting.limit.bounds)).toBeUndefined();
    expect(intParam('2.5', stepLimit.setting.limit.bounds)).toBeUndefined();
    expect(intParam('', stepLimit.setting.limit.bounds)).toBeUndefined();
    expect(intParam('101', BOUNDS.chart)).toBeUndefined();
  });
});
