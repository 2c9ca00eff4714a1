// Forks of the companion labs on the simulated APIs: each fork gets a fresh kit (the house starts as the
// original's did), an edited reply's calls change the house, and the lab's outcome reports the edited run.
import { describe, expect, it } from 'vitest';
import { PROVIDER_IDS } from '../../../../src/core/shapes/provider-ids.ts';
import { useLabSimulators } from './lab-fixture.ts';

const sim = useLabSimulators();

describe.each(PROVIDER_IDS)('lab forks on %s', (provider) => {
  it('hogar: step 2 rewritten to switch the bathroom light on; the change report follows the house, not the script', async () => {
    const original = await sim.run({ lab: 'hogar', provider });
    const reply = { kind: 'calls' as const, calls: [{ name: 'set_light', args: { cuarto: 'baño', encendida: true } }] };
    const fork = await sim.run({ lab: 'hogar', provider, fork: { edits: [{ kind: 'reply', step: 2, reply }] } });
    expect(fork.events.filter((e) => e.type === 'call' && e.step === 2).map((e) => e.type === 'call' && [e.name, e.rawArgs, e.edited])).toEqual([
      ['set_light', provider === 'anthropic' || provider === 'gemini' ? { cuarto: 'baño', encendida: true } : '{"cuarto":"baño","encendida":true}', true],
    ]);
    expect(fork.extras.lab === 'hogar' && fork.extras.before).toEqual(original.extras.lab === 'hogar' && original.extras.before);
    expect(fork.extras.lab === 'hogar' && fork.extras.report.map((r) => r.en)).toEqual(['Bathroom: light off → light on']);
  });

  it("asistente: the calculator's result edited; the chain carries the edited figure into the next call", async () => {
    const original = await sim.run({ lab: 'asistente', provider });
    const first = original.events.find((e) => e.type === 'result');
    if (first?.type !== 'result') throw new Error('no result');
    const fork = await sim.run({ lab: 'asistente', provider, fork: { edits: [{ kind: 'result', step: 1, call: 0, text: first.wireText.replace('127.05', '100') }] } });
    expect(fork.events.find((e) => e.type === 'result' && e.edited)).toMatchObject({ step: 1, name: 'calculator' });
    expect(fork.summary.answer).not.toBe(original.summary.answer);
    expect(fork.summary.answer).toContain('100');
  });
});
