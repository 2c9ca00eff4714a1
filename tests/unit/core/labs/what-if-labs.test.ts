// What-ifs on the companion labs' scripted models, on every simulated API shape: an error the student wrote is
// asked for again once, then the model gives up (Spanish, no figure); an edited value flows into the answer.
// The same fallback serves the lesson's scenarios (tests/unit/core/sim/what-if.test.ts).
import { describe, expect, it } from 'vitest';
import { PROVIDER_IDS } from '../../../../src/core/providers/provider-ids.ts';
import { useLabSimulators } from './lab-fixture.ts';

const sim = useLabSimulators();
const GIVE_UP = /^No he podido obtener los datos: (\w+) devolvió un error también al reintentarlo/;

describe.each(PROVIDER_IDS)('lab what-ifs on %s', (provider) => {
  it('tienda: a price edited into an error is asked for again, then the model gives up', async () => {
    const fork = await sim.run({ lab: 'tienda', scenario: 'compra', provider, fork: { edits: [{ kind: 'result', step: 2, call: 0, text: '{"error": "servicio no disponible"}' }] } });
    expect(fork.summary.end).toEqual({ kind: 'answered' });
    expect(fork.events.filter((e) => e.type === 'call' && e.step === 3).map((e) => e.type === 'call' && e.name)).toEqual(['get_product']);
    expect(GIVE_UP.exec(fork.summary.answer ?? '')?.[1]).toBe('get_product');
    expect(fork.summary.answer).not.toMatch(/\d/);
  });

  it('tienda: an edited price flows into the total', async () => {
    const original = await sim.run({ lab: 'tienda', scenario: 'compra', provider });
    const first = original.events.find((e) => e.type === 'result' && e.step === 2);
    if (first?.type !== 'result') throw new Error('no price');
    const price = /"price": ?([\d.]+)/.exec(first.wireText)?.[1] ?? '';
    const fork = await sim.run({ lab: 'tienda', scenario: 'compra', provider, fork: { edits: [{ kind: 'result', step: 2, call: 0, text: first.wireText.replace(`"price": ${price}`, '"price": 1.5').replace(`"price":${price}`, '"price":1.5') }] } });
    expect(fork.summary.answer).not.toBe(original.summary.answer);
    expect(fork.summary.answer).toContain('$1.50');
  });

  it('asistente: the clock edited into an error: retried once, then a give-up, never a mismatch', async () => {
    const fork = await sim.run({ lab: 'asistente', scenario: 'cadena', provider, fork: { edits: [{ kind: 'result', step: 2, call: 0, text: '{"error": "reloj no disponible"}' }] } });
    expect(fork.events.filter((e) => e.type === 'call' && e.step === 3).map((e) => e.type === 'call' && e.name)).toEqual(['get_datetime']);
    expect(GIVE_UP.exec(fork.summary.answer ?? '')?.[1]).toBe('get_datetime');
  });

  it('asistente without native calls (JSON text): the retry is written as text, then a give-up', async () => {
    const fork = await sim.run({ lab: 'asistente', scenario: 'json_texto', provider, fork: { edits: [{ kind: 'result', step: 1, call: 0, text: '{"error": "calculadora caída"}' }] } });
    const retry = fork.events.find((e) => e.type === 'call' && e.step === 2);
    expect(retry?.type === 'call' && retry.name).toBe('calculator');
    expect(GIVE_UP.exec(fork.summary.answer ?? '')?.[1]).toBe('calculator');
  });

  it('analista: an unreadable schema edited in is answered as observed, not a mismatch', async () => {
    const fork = await sim.run({ lab: 'analista', scenario: 'febrero_norte', provider, fork: { edits: [{ kind: 'result', step: 1, call: 0, text: 'sin columnas' }] } });
    expect(fork.summary.end).toEqual({ kind: 'answered' });
    expect(fork.summary.answer).toContain('sin columnas');
  });
});
