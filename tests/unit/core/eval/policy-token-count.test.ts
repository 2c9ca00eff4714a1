// A policy's run is charged the tokens of a short model name, not of the spec its name carries.
import { describe, expect, it } from 'vitest';
import { policyName } from '../../../../src/core/eval/policy-name.ts';
import { DEFAULT_KNOBS } from '../../../../src/core/eval/policy-spec.ts';
import { policyTokenCounter, POLICY_STAND_IN } from '../../../../src/core/eval/policy-token-count.ts';
import { loadO200kCounter, o200kHere } from '../../../../src/core/tokens/o200k-here.ts';

const name = policyName({ intent: { kind: 'change', ticker: 'BUSI', desde: '2024-03-15', hasta: '2024-03-22' }, design: 'basic', protocol: 'native', seed: 35, knobs: DEFAULT_KNOBS });
const body = JSON.stringify({ model: name, messages: [{ role: 'user', content: '¿Cuánto varió BUSI?' }] });

describe('policyTokenCounter', () => {
  it('counts a request body with its policy name as “eval”, here or elsewhere', async () => {
    const o200k = await loadO200kCounter();
    const short = body.replace(name, POLICY_STAND_IN);
    expect(o200k(body) - o200k(short)).toBeGreaterThan(30);
    const counter = policyTokenCounter(o200k);
    expect(counter.known(body)).toBe(o200k(short));
    expect(await policyTokenCounter(o200kHere).count([body])).toEqual([o200k(short)]);
    expect(counter.bound(body)).toBeGreaterThanOrEqual(o200k(short));
    // Text without a policy name is counted as it is (a Gemini body: its name is in the URL).
    expect(counter.known('eval~ is not a name on its own')).toBe(o200k('eval~ is not a name on its own'));
  });
});
