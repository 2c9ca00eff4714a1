// The settings rules, once for every source: the loop's defaults, then each layer in order, then what the tool
// protocol locks.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, DEFAULT_SWITCHES, lockedSwitches, settleSettings } from '../../../../src/core/agent/run-settings.ts';

describe('settleSettings', () => {
  it('starts from the defaults; a later layer wins over an earlier one', () => {
    expect(settleSettings([])).toEqual({ limits: DEFAULT_LIMITS, switches: DEFAULT_SWITCHES, approval: 'off' });
    expect(settleSettings([{ approval: 'writes' }, { switches: { repetition: false } }]).approval).toBe('writes');
    expect(settleSettings([{ approval: 'writes' }, { approval: 'all' }]).approval).toBe('all');
    const settled = settleSettings([{ limits: { maxSteps: 10 } }, { limits: { maxSteps: 2, maxTokens: 100 } }, { switches: { repetition: false } }]);
    expect(settled.limits).toEqual({ ...DEFAULT_LIMITS, maxSteps: 2, maxTokens: 100 });
    expect(settled.switches).toEqual({ ...DEFAULT_SWITCHES, repetition: false });
  });

  it('text calls get their results back as text whatever a layer asks, and the defaults are not changed', () => {
    expect(lockedSwitches('native')).toEqual({});
    expect(settleSettings([{ switches: { outputAsData: true } }], 'json-text').switches.outputAsData).toBe(false);
    expect(DEFAULT_SWITCHES.outputAsData).toBe(true);
  });
});
