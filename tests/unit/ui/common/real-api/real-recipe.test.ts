// A real run as a workbench recipe names its endpoint, model and id, never the key or a base URL; a kept run is
// played only from this tab's own record, and a fork only with its parent's trace and, for a provider's API, a key.
import { describe, expect, it } from 'vitest';
import type { Trace } from '../../../../../src/core/agent/index.ts';
import { CLOUD_ENDPOINTS, LOCAL_ENDPOINTS } from '../../../../../src/core/real/index.ts';
import { realKeys } from '../../../../../src/ui/common/real-api/real-keys.ts';
import { readRealRecipe, realParams, realRunTitle } from '../../../../../src/ui/common/real-api/real-recipe.ts';
import { keepRealRun, realRunRecord, realRunRefusal } from '../../../../../src/ui/common/real-api/real-runs.ts';

const anthropic = { endpoint: CLOUD_ENDPOINTS.anthropic, model: 'claude-haiku-4-5', jsonToolCalls: false };
const trace = { format: 'agent-loop-lab/trace@1' } as unknown as Trace;

describe('real recipes', () => {
  it('round-trip through params with no key and no base URL', () => {
    const params = realParams({ ...anthropic, rid: 'r1' });
    expect(params).toEqual({ real: 'anthropic', model: 'claude-haiku-4-5', rid: 'r1' });
    expect(readRealRecipe(params)).toEqual({ ...anthropic, rid: 'r1' });
    const ollama = realParams({ endpoint: LOCAL_ENDPOINTS[0]!, model: 'qwen3:0.6b', jsonToolCalls: true });
    expect(ollama).toEqual({ real: 'ollama', model: 'qwen3:0.6b', json: '1' });
    expect(readRealRecipe({ real: 'evil.example' })).toBeUndefined();
    expect(readRealRecipe({ provider: 'anthropic' })).toBeUndefined();
    expect(realRunTitle(anthropic)).toBe('Anthropic (Messages) · claude-haiku-4-5');
  });

  it('ids are unique, and each names the record kept under it', () => {
    const a = keepRealRun({ n: 1 });
    const b = keepRealRun({ n: 2 });
    expect(a).not.toBe(b);
    expect(realRunRecord(a)).toEqual({ n: 1 });
    expect(realRunRecord('not-this-tab')).toBeUndefined();
  });

  it('a run shown early keeps its id when its whole record comes', () => {
    const early = keepRealRun({ counts: null });
    expect(keepRealRun({ counts: 630 }, early)).toBe(early);
    expect(realRunRecord(early)).toEqual({ counts: 630 });
  });
});

describe('when a real recipe is refused', () => {
  it('a kept run from another tab (a link) is not run again', () => {
    expect(realRunRefusal({ ...anthropic, rid: 'elsewhere' }, 0, undefined)?.en).toMatch(/A link does not run it again/);
    expect(realRunRefusal({ ...anthropic, rid: keepRealRun({}) }, 0, undefined)).toBeUndefined();
  });

  it("a fork needs its parent's trace, and a provider's key (a local server none)", () => {
    expect(realRunRefusal(anthropic, 1, undefined)?.es).toMatch(/Un enlace no la vuelve a ejecutar/);
    realKeys.forget('anthropic');
    expect(realRunRefusal(anthropic, 1, trace)?.en).toMatch(/type your key/);
    realKeys.set('anthropic', 'sk-ant-test', false);
    expect(realRunRefusal(anthropic, 1, trace)).toBeUndefined();
    expect(realRunRefusal({ endpoint: LOCAL_ENDPOINTS[0]!, model: 'm', jsonToolCalls: true }, 1, trace)).toBeUndefined();
    realKeys.forget('anthropic');
  });
});
