// A policy's spec travels as the model name: it must come back whole, refuse what is not a policy's name, and
// be a name every API shape can carry (a Gemini path segment: no `/`, `:` or characters encodeURIComponent changes).
import { describe, expect, it } from 'vitest';
import { POLICY_FAMILY } from '../../../../src/core/eval/policy-family.ts';
import { parsePolicyName, policyName } from '../../../../src/core/eval/policy-name.ts';
import { DEFAULT_KNOBS, type PolicySpec } from '../../../../src/core/eval/policy-spec.ts';
import { findModel, LESSON_MODELS } from '../../../../src/core/sim/scripted-model.ts';

const SPECS: PolicySpec[] = [
  { intent: { kind: 'close', ticker: 'BUSI', fecha: '2024-03-16' }, design: 'basic', protocol: 'native', seed: 3, knobs: DEFAULT_KNOBS },
  { intent: { kind: 'change', ticker: 'BUSI', desde: '2024-03-15', hasta: '2024-03-22' }, design: 'variacion', protocol: 'json-text', seed: -7, knobs: { ...DEFAULT_KNOBS, loop: 0.125 } },
  { intent: { kind: 'news', ticker: 'ELNV', desde: '2023-04-16', hasta: '2023-04-23', pick: 'opa' }, design: 'basic', protocol: 'native', seed: 0, knobs: DEFAULT_KNOBS },
];

describe('policy names', () => {
  it.each(SPECS)('round-trip %j', (spec) => {
    const name = policyName(spec);
    expect(parsePolicyName(name)).toEqual(spec);
    expect(encodeURIComponent(name)).toBe(name);
    expect(name).not.toMatch(/[/:]/);
  });

  it('reads the lesson’s example', () => {
    expect(policyName(SPECS[0] as PolicySpec)).toBe('eval~iclose~tBUSI~a2024-03-16~dbasic~wnative~n3~p0.2~q0.15~r0.05~s0.3~u0.3~v0.8');
  });

  it.each(['correcto', 'eval~', 'eval~iclose~tBUSI', 'eval~iloop~tBUSI~a2024-03-16~dbasic~wnative~n3~p0~q0~r0~s0~u0~v0', 'eval~iclose~tBUSI~a2024-03-16~dbasic~wnative~n3~p2~q0~r0~s0~u0~v0'])(
    'refuses %j',
    (name) => {
      expect(parsePolicyName(name)).toBeUndefined();
    },
  );

  it('refuses to write a value the name cannot carry', () => {
    expect(() => policyName({ ...(SPECS[0] as PolicySpec), intent: { kind: 'close', ticker: 'BUSI', fecha: '16/03/2024' } })).toThrow();
  });

  it('is found by the simulators through the family, after the named models', () => {
    const name = policyName(SPECS[1] as PolicySpec);
    expect(findModel([...LESSON_MODELS, POLICY_FAMILY], name)?.name).toBe(name);
    expect(findModel([...LESSON_MODELS, POLICY_FAMILY], 'correcto')?.name).toBe('correcto');
    expect(findModel([...LESSON_MODELS, POLICY_FAMILY], 'eval~nonsense')).toBeUndefined();
  });
});
