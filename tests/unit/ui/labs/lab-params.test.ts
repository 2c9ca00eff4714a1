// The lab pages' hash: which path reaches them, and how a link's params read as a run's settings.
import { outputCap, stepLimit, tokenLimit } from '../../../../src/core/guardrails/index.ts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, DEFAULT_SWITCHES } from '../../../../src/core/agent/index.ts';
import { INITIAL_HOME } from '../../../../src/core/labs/index.ts';
import { findPage } from '../../../../src/ui/common/page-list.ts';
import { approvalsParam, BOUNDS } from '../../../../src/ui/common/settings-params.ts';
import {
  clockOf,
  effectiveSettings,
  houseOf,
  LAB_BOUNDS,
  labOfPath,
  lightsParam,
  linkSwitches,
  readClock,
  readLabState,
  wikipediaTimeout,
} from '../../../../src/ui/labs/lab-params.ts';

describe('lab routes', () => {
  it('the shell reaches the index and every lab through one nav entry', () => {
    expect(findPage('/labs')?.path).toBe('/labs');
    expect(findPage('/labs/hogar')?.path).toBe('/labs');
    expect(findPage('/labsx')).toBeUndefined();
    expect(findPage('/apis')?.path).toBe('/apis');
  });

  it('reads the lab from the path', () => {
    expect(labOfPath('/labs/asistente')).toBe('asistente');
    expect(labOfPath('/labs/viajes/')).toBe('viajes');
    expect(labOfPath('/labs')).toBeUndefined();
    expect(labOfPath('/labs/cocina')).toBeUndefined();
    expect(labOfPath('/labs/tienda/extra')).toBeUndefined();
  });
});

describe('approval params', () => {
  it("approval over the scenario's own; approvals read back what approvalsParam writes, a malformed list as none", () => {
    const scenario = readLabState('hogar', { scenario: 'aprobar_cambio' });
    expect([scenario.approval, effectiveSettings(scenario).approval]).toEqual([undefined, 'writes']);
    expect(effectiveSettings(readLabState('hogar', { scenario: 'aprobar_cambio', approval: 'off' })).approval).toBe('off');
    expect(effectiveSettings(readLabState('hogar', { approval: 'all' })).approval).toBe('all');
    expect(readLabState('hogar', { approval: 'sometimes' }).approval).toBeUndefined();
    const decisions = [{ step: 2, call: 0, approved: true }, { step: 2, call: 1, approved: false }];
    expect(approvalsParam(decisions)).toBe('2.0y,2.1n');
    expect(readLabState('hogar', { approvals: '2.0y,2.1n' }).approvals).toEqual(decisions);
    expect(readLabState('hogar', { approvals: '2.0y,x' }).approvals).toBeUndefined();
    expect(approvalsParam([])).toBeUndefined();
  });
});

describe('readLabState', () => {
  it('defaults: the scenario that reaches the course answer, the Responses API, nothing set by the link', () => {
    const state = readLabState('tienda', {});
    expect(state).toMatchObject({
      lab: 'tienda',
      backend: 'openai-responses',
      limits: {},
      switchesOff: {},
      run: false,
      questionSet: false,
      question: 0,
      liveWikipedia: false,
      clock: undefined,
      wikipediaTimeoutMs: undefined,
      lights: undefined,
      via: 'lab',
    });
    expect(state.scenario.id).toBe('compra');
  });

  it('reads every param', () => {
    const state = readLabState('asistente', {
      scenario: 'envenenamiento',
      backend: 'gemini',
      steps: '4',
      tokens: '900',
      output: '300',
      timeout: '2000',
      off: 'repetition,outputAsData',
      run: '1',
      set: '1',
      question: '3',
      wiki: 'live',
      clock: '2030-01-01T09:30Z',
      wtimeout: '250',
    });
    expect(state.scenario.id).toBe('envenenamiento');
    expect(state).toMatchObject({
      backend: 'gemini',
      limits: { maxSteps: 4, maxTokens: 900, maxOutputChars: 300, timeoutMs: 2000 },
      switchesOff: { repetition: false, outputAsData: false },
      run: true,
      questionSet: true,
      question: 3,
      liveWikipedia: true,
      clock: '2030-01-01T09:30:00Z',
      wikipediaTimeoutMs: 250,
    });
    expect(readLabState('hogar', { lights: '00101', backend: 'local', via: 'mcp' })).toMatchObject({ backend: 'local', lights: [false, false, true, false, true], via: 'mcp' });
    // A real model reads the preset question; which API, model and key is the tab's, never the link's.
    expect(readLabState('tienda', { backend: 'real', question: '1' })).toMatchObject({ backend: 'real', question: 1 });
    expect(effectiveSettings(readLabState('asistente', { scenario: 'max_iteraciones', backend: 'real' })).limits.maxSteps).toBe(8);
  });

  it('a hand-edited link still opens: anything malformed reads as its default, a number out of range as its nearest bound', () => {
    const state = readLabState('viajes', {
      scenario: 'no_such',
      backend: 'ollama',
      steps: '0',
      tokens: '-5',
      timeout: '12.5',
      off: 'nonsense',
      question: 'x',
      clock: '16/06/2025',
      wtimeout: '5',
      lights: '1111',
    });
    expect(state.scenario.id).toBe('presupuesto');
    expect(state).toMatchObject({
      backend: 'openai-responses',
      limits: { maxSteps: 1, maxTokens: 1, timeoutMs: 100 },
      switchesOff: {},
      question: 0,
      clock: undefined,
      wikipediaTimeoutMs: 100,
      lights: undefined,
    });
    expect(state.corrections).toEqual([
      { param: 'steps', given: '0', used: 1, reason: 'range', bounds: stepLimit.setting.limit.bounds },
      { param: 'tokens', given: '-5', used: 1, reason: 'range', bounds: tokenLimit.setting.limit.bounds },
      { param: 'timeout', given: '12.5', used: 100, reason: 'range', bounds: BOUNDS.timeout },
      { param: 'question', given: 'x', used: 0, reason: 'nan', bounds: { min: 0, max: 1000 } },
      { param: 'wtimeout', given: '5', used: 100, reason: 'range', bounds: LAB_BOUNDS.wikipediaTimeout },
    ]);
    // A limit that is not a number is left to the lab's own: the notice says "the default", the link drops it.
    const nan = readLabState('viajes', { tokens: 'abc', output: '99999999' });
    expect(nan.limits).toEqual({ maxOutputChars: outputCap.setting.limit.bounds.max });
    expect(nan.corrections).toEqual([
      { param: 'tokens', given: 'abc', used: undefined, reason: 'nan', bounds: tokenLimit.setting.limit.bounds },
      { param: 'output', given: '99999999', used: outputCap.setting.limit.bounds.max, reason: 'range', bounds: outputCap.setting.limit.bounds },
    ]);
    expect(readLabState('viajes', { steps: '4', wtimeout: '300' }).corrections).toEqual([]);
  });

  it('reads a clock only in UTC ISO 8601', () => {
    expect(readClock('2025-06-16T14:00:00Z')).toBe('2025-06-16T14:00:00Z');
    expect(readClock(' 2025-06-16T14:00Z ')).toBe('2025-06-16T14:00:00Z');
    expect(readClock('2025-06-16T14:00:00+02:00')).toBeUndefined();
    expect(readClock('2025-13-40T14:00:00Z')).toBeUndefined();
    expect(clockOf(readLabState('asistente', {}))).toBe('2025-06-16T14:00:00Z');
    expect(wikipediaTimeout(readLabState('asistente', {}))).toBe(5000);
  });
});

describe('effective settings', () => {
  it("limits: the loop's defaults, the lab's, the scenario's, then the link's", () => {
    expect(effectiveSettings(readLabState('asistente', {})).limits).toEqual({ ...DEFAULT_LIMITS, maxSteps: 8 });
    expect(effectiveSettings(readLabState('asistente', { scenario: 'max_iteraciones' })).limits.maxSteps).toBe(2);
    expect(effectiveSettings(readLabState('asistente', { scenario: 'max_iteraciones', steps: '5' })).limits.maxSteps).toBe(5);
    // A local-model run plays no scenario.
    expect(effectiveSettings(readLabState('asistente', { scenario: 'max_iteraciones', backend: 'local' })).limits.maxSteps).toBe(8);
  });

  it('switches: a model that writes its calls as text gets its results back as text', () => {
    expect(effectiveSettings(readLabState('asistente', {})).switches).toEqual(DEFAULT_SWITCHES);
    const text = readLabState('asistente', { scenario: 'json_texto', off: 'validation' });
    expect(effectiveSettings(text).switches).toEqual({ ...DEFAULT_SWITCHES, validation: false, outputAsData: false });
    // …which the link itself does not say: turning another switch off must not add it to `off`.
    expect(linkSwitches(text)).toEqual({ ...DEFAULT_SWITCHES, validation: false });
  });
});

describe('the house in the link', () => {
  it('the kit’s house has no param; any other lights round-trip', () => {
    expect(houseOf(undefined)).toBe(INITIAL_HOME);
    expect(lightsParam(INITIAL_HOME)).toBeUndefined();
    const dark = houseOf([false, false, false, false, false]);
    expect(dark.map((r) => [r.cuarto, r.ocupado, r.luz_encendida])).toEqual([
      ['sala', true, false],
      ['cocina', false, false],
      ['recámara', false, false],
      ['baño', false, false],
      ['estudio', true, false],
    ]);
    expect(lightsParam(dark)).toBe('00000');
    expect(houseOf(readLabState('hogar', { lights: '10001' }).lights).map((r) => r.luz_encendida)).toEqual([true, false, false, false, true]);
  });
});
