// The house's scenarios (the Multiple Tools course) on the four API shapes: read, decide, write; the change report computed from
// the state before and after, against what the model says it did.
import { describe, expect, it } from 'vitest';
import { INITIAL_HOME, type HomeState } from '../../../../../src/core/labs/hogar/home-state.ts';
import type { HogarExtras } from '../../../../../src/core/labs/hogar/hogar-run.ts';
import { ofType, runOnEveryShape, useLabSimulators } from '../lab-fixture.ts';

const sim = useLabSimulators();
const lab = 'hogar';
const off = (room: string) => ({ room, field: 'luz_encendida', before: true, after: false });

function hogar(extras: unknown): HogarExtras {
  expect(extras).toMatchObject({ lab: 'hogar' });
  return extras as HogarExtras;
}

describe('hogar scenarios on every API shape', () => {
  it('apagar_luces: kitchen and bedroom switched off in one turn; the report and the model agree', async () => {
    for (const trace of await runOnEveryShape(sim, { lab, scenario: 'apagar_luces' })) {
      expect(ofType(trace, 'call').map((c) => [c.step, c.name])).toEqual([[1, 'get_home_state'], [2, 'set_light'], [2, 'set_light']]);
      expect(trace.summary.answer).toBe(
        'Apagué las luces de la cocina y la recámara, que estaban desocupadas. El baño ya tenía la luz apagada, ' +
          'y la sala y el estudio están ocupados.',
      );
      const extras = hogar(trace.extras);
      expect(extras.before).toEqual(INITIAL_HOME);
      expect(extras.changes).toEqual([off('cocina'), off('recámara')]);
      expect(extras.report.map((line) => line.es)).toEqual(['Cocina: luz encendida → luz apagada', 'Recámara: luz encendida → luz apagada']);
      expect(extras.comparison).toMatchObject({ agree: true, claimedNotDone: [], doneNotClaimed: [] });
      expect(trace.summary.findings).toEqual([]);
    }
  });

  it('reporte_equivocado: says bathroom (already off) and forgets the bedroom; the report disagrees', async () => {
    for (const trace of await runOnEveryShape(sim, { lab, scenario: 'reporte_equivocado' })) {
      const bathroom = ofType(trace, 'result').find((r) => (r.args as { cuarto?: string }).cuarto === 'baño');
      expect(bathroom?.output).toEqual({ resultado: { cuarto: 'baño', luz_encendida: false, cambio: false } });
      expect(trace.summary.answer).toBe('Apagué las luces de la cocina y el baño.');
      const extras = hogar(trace.extras);
      expect(extras.changes).toEqual([off('cocina'), off('recámara')]);
      expect(extras.claims).toEqual([
        { room: 'cocina', on: false },
        { room: 'baño', on: false },
      ]);
      expect(extras.comparison).toEqual({
        agree: false,
        confirmed: [{ room: 'cocina', on: false }],
        claimedNotDone: [{ room: 'baño', on: false }],
        doneNotClaimed: [{ room: 'recámara', on: false }],
      });
    }
  });
});

describe('the house per run', () => {
  it('every run starts from its own house: nothing switched off by one run is off in the next', async () => {
    const first = hogar((await sim.run({ lab, scenario: 'apagar_luces', provider: 'gemini' })).extras);
    const second = hogar((await sim.run({ lab, scenario: 'apagar_luces', provider: 'gemini' })).extras);
    expect(second.before).toEqual(INITIAL_HOME);
    expect(second.changes).toEqual(first.changes);
  });

  it('an injected house: with nobody out of a lit room there is nothing to switch, and nothing changes', async () => {
    const home: HomeState = INITIAL_HOME.map((room) => ({ ...room, ocupado: room.luz_encendida }));
    const trace = await sim.run({ lab, scenario: 'apagar_luces', provider: 'anthropic', home });
    expect(trace.summary.answer).toBe(
      'No había luces encendidas en cuartos desocupados. El baño ya tenía la luz apagada, y la sala, la cocina, la recámara y el estudio están ocupados.',
    );
    const extras = hogar(trace.extras);
    expect(extras.changes).toEqual([]);
    expect(extras.comparison.agree).toBe(true);
    expect(trace.script).toMatchObject({ status: 'unfinished', notPlayed: ['switch_off'] });
  });
});
