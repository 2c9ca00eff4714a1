// The change report comes from the state: every field that differs, and a line for each in both languages.
import { describe, expect, it } from 'vitest';
import { describeChange, diffHomeState } from '../../../../../src/core/labs/hogar/home-diff.ts';
import { INITIAL_HOME, type HomeState, type RoomId, type RoomState } from '../../../../../src/core/labs/hogar/home-state.ts';

const change = (state: HomeState, id: RoomId, patch: Partial<RoomState>): HomeState =>
  state.map((room) => (room.cuarto === id ? { ...room, ...patch } : room));

describe('diffHomeState', () => {
  it('is empty for the same state, or an equal copy', () => {
    expect(diffHomeState(INITIAL_HOME, INITIAL_HOME)).toEqual([]);
    expect(diffHomeState(INITIAL_HOME, INITIAL_HOME.map((room) => ({ ...room })))).toEqual([]);
  });

  it('lists every changed field, room by room, whatever order the rooms of the second state are in', () => {
    let after = change(INITIAL_HOME, 'estudio', { luz_encendida: false, temperatura_c: 21.5 });
    after = change(after, 'sala', { ocupado: false });
    expect(diffHomeState(INITIAL_HOME, [...after].reverse())).toEqual([
      { room: 'sala', field: 'ocupado', before: true, after: false },
      { room: 'estudio', field: 'luz_encendida', before: true, after: false },
      { room: 'estudio', field: 'temperatura_c', before: 23, after: 21.5 },
    ]);
  });

  it('reports a light switched off and on again as no change', () => {
    const after = change(change(INITIAL_HOME, 'cocina', { luz_encendida: false }), 'cocina', { luz_encendida: true });
    expect(diffHomeState(INITIAL_HOME, after)).toEqual([]);
  });

  it('skips a room missing from the second state', () => {
    const after = change(INITIAL_HOME, 'baño', { luz_encendida: true }).filter((room) => room.cuarto !== 'sala');
    expect(diffHomeState(INITIAL_HOME, after)).toEqual([{ room: 'baño', field: 'luz_encendida', before: false, after: true }]);
  });
});

describe('describeChange', () => {
  it('writes one line per change in Spanish and English', () => {
    expect(describeChange({ room: 'cocina', field: 'luz_encendida', before: true, after: false })).toEqual({
      es: 'Cocina: luz encendida → luz apagada',
      en: 'Kitchen: light on → light off',
    });
    expect(describeChange({ room: 'recámara', field: 'ocupado', before: false, after: true })).toEqual({
      es: 'Recámara: desocupado → ocupado',
      en: 'Bedroom: unoccupied → occupied',
    });
    expect(describeChange({ room: 'baño', field: 'temperatura_c', before: 20, after: 21.5 })).toEqual({
      es: 'Baño: 20 °C → 21.5 °C',
      en: 'Bathroom: 20 °C → 21.5 °C',
    });
  });
});
