// Forks that hand a lesson scenario what its script did not foresee, on every simulated API shape: an error in
// place of a close (or of the calculator's result, the last tool step) is asked for again once, then the model
// gives up in Spanish without a figure; another close flows into the calculator and the answer; a value the
// script cannot read is answered as observed. None ends in a script mismatch, and a run without edits is the
// script's as before.
import { describe, expect, it } from 'vitest';
import type { ResultEvent, Trace, TraceEvent } from '../../../../src/core/agent/trace.ts';
import { PROVIDER_IDS } from '../../../../src/core/shapes/provider-ids.ts';
import { useSimulators } from './sim-fixture.ts';

const sim = useSimulators();

const ofType = <T extends TraceEvent['type']>(trace: Trace, type: T) => trace.events.filter((e) => e.type === type) as Extract<TraceEvent, { type: T }>[];
const NO_DATA = '{"error": "sin datos para BUSI en 2024-03-22"}';

describe.each(PROVIDER_IDS)('what-ifs on %s', (provider) => {
  it('an edited error: the call is asked for again once, then the model gives up without a figure', async () => {
    const fork = await sim.run({ provider, scenario: 'correcto', fork: { edits: [{ kind: 'result', step: 1, call: 1, text: NO_DATA }] } });
    expect(fork.summary.end).toEqual({ kind: 'answered' });
    const retried = ofType(fork, 'call').filter((c) => c.step === 2);
    expect(retried.map((c) => c.name)).toEqual(['precio']);
    expect(JSON.stringify(retried[0]?.rawArgs)).toContain('2024-03-22');
    expect(ofType(fork, 'text').find((t) => t.step === 2)?.text).toBe('La herramienta devolvió un error; lo intento una vez más.');
    expect(fork.summary.steps).toBe(3);
    expect(fork.summary.answer).toMatch(/^No he podido obtener los datos: precio devolvió un error/);
    expect(fork.summary.answer).not.toMatch(/\d/);
    expect(fork.script.played).toEqual(['ask_prices', 'what_if_retry', 'what_if_give_up']);
  });

  it("the last tool step's result (the calculator's) edited into an error: asked again once, then a give-up naming it", async () => {
    const fork = await sim.run({ provider, scenario: 'correcto', fork: { edits: [{ kind: 'result', step: 2, call: 0, text: '{"error": "sin datos para BUSI"}' }] } });
    expect(fork.summary.end).toEqual({ kind: 'answered' });
    expect(ofType(fork, 'call').filter((c) => c.step === 3).map((c) => c.name)).toEqual(['calculadora']);
    expect(fork.summary.answer).toMatch(/^No he podido obtener los datos: calculadora devolvió un error también al reintentarlo/);
    expect(fork.summary.answer).not.toMatch(/\d/);
    expect(fork.script.played).toEqual(['ask_prices', 'ask_calculator', 'what_if_retry', 'what_if_give_up']);
  });

  it('an edited error, the repetition guard off: the retry gets the close and the script carries on', async () => {
    const original = await sim.run({ provider, scenario: 'correcto' });
    const fork = await sim.run({ provider, scenario: 'correcto', switches: { repetition: false }, fork: { edits: [{ kind: 'result', step: 1, call: 0, text: NO_DATA }] } });
    expect(fork.summary.answer).toBe(original.summary.answer);
    expect(fork.script.played).toEqual(['ask_prices', 'what_if_retry', 'ask_calculator', 'answer']);
  });

  it('an edited close flows into the calculator and the answer', async () => {
    const text = '{"resultado": {"ticker": "BUSI", "fecha": "2024-03-15", "cierre": 20.00}}';
    const fork = await sim.run({ provider, scenario: 'correcto', fork: { edits: [{ kind: 'result', step: 1, call: 0, text }] } });
    expect(JSON.stringify(ofType(fork, 'call').find((c) => c.name === 'calculadora')?.rawArgs)).toContain('(27.88/20 - 1)*100');
    expect(fork.summary.answer).toBe('El cierre de BUSI varió un 39.40 % entre 2024-03-15 y 2024-03-22.');
  });

  it('a value the script cannot read is answered as observed', async () => {
    const fork = await sim.run({ provider, scenario: 'correcto', fork: { edits: [{ kind: 'result', step: 1, call: 1, text: 'cerró a 31 euros' }] } });
    expect(fork.summary.end).toEqual({ kind: 'answered' });
    expect(fork.summary.answer).toContain('cerró a 31 euros');
  });

  it('an edited argument that makes the tool fail: the same (edited) call again, then a give-up', async () => {
    const reply = { kind: 'calls' as const, calls: [{ name: 'precio', args: { ticker: 'XXXX', fecha: '2024-03-15' } }, { name: 'precio', args: { ticker: 'BUSI', fecha: '2024-03-22' } }] };
    const fork = await sim.run({ provider, scenario: 'correcto', fork: { edits: [{ kind: 'reply', step: 1, reply }] } });
    expect(JSON.stringify(ofType(fork, 'call').find((c) => c.step === 2)?.rawArgs)).toContain('XXXX');
    expect(fork.summary.answer).toMatch(/^No he podido obtener los datos/);
  });

  it("the endpoint's own failure still comes in a what-if (fallo_api)", async () => {
    const fork = await sim.run({ provider, scenario: 'fallo_api', fork: { edits: [{ kind: 'result', step: 1, call: 0, text: NO_DATA }] } });
    expect(fork.summary.end).toMatchObject({ kind: 'endpoint_error' });
  });

  it('a run without edits is unchanged: no what-if, and the unreadable output is still a script mismatch', async () => {
    const trace = await sim.run({ provider, scenario: 'correcto', limits: { maxOutputChars: 20 } });
    expect(trace.summary.end).toMatchObject({ kind: 'script_mismatch' });
    const plain = await sim.run({ provider, scenario: 'correcto' });
    expect(ofType(plain, 'result').map((r: ResultEvent) => r.edited)).toEqual([undefined, undefined, undefined]);
    expect(plain.script.status).toBe('complete');
  });
});
