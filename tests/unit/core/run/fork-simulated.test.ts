// Forks on the simulated APIs, on every shape: a tool result edited (the acceptance case: the second close of
// correcto set to 30), a reply edited (bucle answers at step 3; a call's arguments changed before it runs). The
// steps before the fork come out as they were; the edited values are marked in the trace.
import { describe, expect, it } from 'vitest';
import type { ResultEvent, Trace, TraceEvent } from '../../../../src/core/agent/trace.ts';
import { PROVIDER_IDS } from '../../../../src/core/shapes/provider-ids.ts';
import { useSimulators } from '../sim/sim-fixture.ts';

const sim = useSimulators();

const ofType = <T extends TraceEvent['type']>(trace: Trace, type: T) => trace.events.filter((e) => e.type === type) as Extract<TraceEvent, { type: T }>[];
const stepsBefore = (trace: Trace, step: number) => trace.events.filter((e) => 'step' in e && e.step < step);

describe.each(PROVIDER_IDS)('forks on %s', (provider) => {
  it("correcto with the second close edited to 30: the calculator is asked (30/26.19 - 1)*100 and the answer reads 14.55 %", async () => {
    const original = await sim.run({ provider, scenario: 'correcto' });
    const second = ofType(original, 'result')[1] as ResultEvent;
    expect(second.wireText).toContain('27.88');
    const text = second.wireText.replace('27.88', '30');
    const fork = await sim.run({ provider, scenario: 'correcto', fork: { edits: [{ kind: 'result', step: 1, call: 1, text }] } });

    expect(ofType(fork, 'call').find((c) => c.name === 'calculadora')?.rawArgs).toEqual(
      provider === 'anthropic' || provider === 'gemini' ? { expresion: '(30/26.19 - 1)*100' } : expect.stringContaining('(30/26.19 - 1)*100'),
    );
    expect(ofType(fork, 'result').find((r) => r.name === 'calculadora')?.output).toEqual({ resultado: 14.5475 });
    expect(fork.summary.answer).toBe('El cierre de BUSI varió un 14.55 % entre 2024-03-15 y 2024-03-22.');
    expect(fork.summary.findings).toEqual([]);
    const edited = ofType(fork, 'result')[1];
    expect(edited).toMatchObject({ edited: true, wireText: text, output: { resultado: { cierre: 30 } } });
    expect(ofType(fork, 'result').filter((r) => r.edited)).toHaveLength(1);
    expect(fork.edits).toEqual([{ kind: 'result', step: 1, call: 1, text }]);
    // Step 1's request and calls are the original's; the original run is untouched.
    expect(fork.events.slice(0, 3)).toEqual(original.events.slice(0, 3));
    expect(original.summary.answer).toContain('6.45 %');
    expect(original.edits).toBeUndefined();
    expect(fork.script.status).toBe('complete');
  });

  it('bucle with step 3 answered by the student ends the run at step 3, marked as edited', async () => {
    const original = await sim.run({ provider, scenario: 'bucle' });
    const fork = await sim.run({ provider, scenario: 'bucle', fork: { edits: [{ kind: 'reply', step: 3, reply: { kind: 'text', text: 'No encuentro el dato.' } }] } });
    expect(fork.summary).toMatchObject({ steps: 3, answer: 'No encuentro el dato.', end: { kind: 'answered' } });
    expect(ofType(fork, 'answer')).toEqual([{ type: 'answer', step: 3, text: 'No encuentro el dato.', edited: true }]);
    expect(stepsBefore(fork, 3)).toEqual(stepsBefore(original, 3));
  });

  it("a call's arguments edited before it runs: the guardrails judge the edited call", async () => {
    // correcto's first turn, with the second date written the European way: validation refuses it.
    const reply = {
      kind: 'calls' as const,
      calls: [
        { name: 'precio', args: { ticker: 'BUSI', fecha: '2024-03-15' } },
        { name: 'precio', args: { ticker: 'BUSI', fecha: '22/03/2024' } },
      ],
    };
    const fork = await sim.run({ provider, scenario: 'correcto', fork: { edits: [{ kind: 'reply', step: 1, reply }] } });
    const calls = ofType(fork, 'call').filter((c) => c.step === 1);
    expect(calls.map((c) => c.edited)).toEqual([true, true]);
    expect(ofType(fork, 'validation').filter((v) => v.step === 1).map((v) => v.outcome)).toEqual(['valid', 'invalid']);
    expect(ofType(fork, 'result')[1]?.isError).toBe(true);
  });
});
