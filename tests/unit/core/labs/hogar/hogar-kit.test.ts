// The home-automation kit: reading the house, switching lights with every error as data, the course's
// conditional command played by hand, reset, and one house per kit.
import { describe, expect, it } from 'vitest';
import { createHogarKit } from '../../../../../src/core/labs/hogar/hogar-kit.ts';
import { diffHomeState } from '../../../../../src/core/labs/hogar/home-diff.ts';
import { INITIAL_HOME, roomIdOf, type HomeState } from '../../../../../src/core/labs/hogar/home-state.ts';

const lights = (state: HomeState) => Object.fromEntries(state.map((room) => [room.cuarto, room.luz_encendida]));

describe('get_home_state', () => {
  it('returns the five rooms with occupancy, light and temperature', () => {
    expect(createHogarKit().kit.execute('get_home_state', {})).toEqual({
      resultado: {
        cuartos: [
          { cuarto: 'sala', ocupado: true, luz_encendida: true, temperatura_c: 22.5 },
          { cuarto: 'cocina', ocupado: false, luz_encendida: true, temperatura_c: 21 },
          { cuarto: 'recámara', ocupado: false, luz_encendida: true, temperatura_c: 19.5 },
          { cuarto: 'baño', ocupado: false, luz_encendida: false, temperatura_c: 20 },
          { cuarto: 'estudio', ocupado: true, luz_encendida: true, temperatura_c: 23 },
        ],
      },
    });
  });

  it('shows the model Spanish descriptions and pydantic-shaped schemas', () => {
    const { kit } = createHogarKit();
    expect(kit.tools.map((t) => [t.name, t.description])).toEqual([
      ['get_home_state', 'Estado de los cinco cuartos de la casa: si están ocupados, si la luz está encendida y la temperatura en °C.'],
      ['set_light', 'Enciende o apaga la luz de un cuarto. Dice si la luz cambió o ya estaba así.'],
    ]);
    expect(kit.jsonSchema('set_light')).toEqual({
      properties: {
        cuarto: { description: 'Uno de: sala, cocina, recámara, baño, estudio', title: 'Cuarto', type: 'string' },
        encendida: { description: 'true para encender la luz, false para apagarla', title: 'Encendida', type: 'boolean' },
      },
      required: ['cuarto', 'encendida'],
      title: 'ArgsSetLight',
      type: 'object',
    });
  });
});

describe('set_light', () => {
  it('switches one light and says whether it changed', () => {
    const hogar = createHogarKit();
    expect(hogar.kit.execute('set_light', { cuarto: 'cocina', encendida: false })).toEqual({
      resultado: { cuarto: 'cocina', luz_encendida: false, cambio: true },
    });
    expect(hogar.kit.execute('set_light', { cuarto: 'cocina', encendida: false })).toEqual({
      resultado: { cuarto: 'cocina', luz_encendida: false, cambio: false },
    });
    expect(hogar.kit.execute('set_light', { cuarto: 'baño', encendida: true })).toEqual({
      resultado: { cuarto: 'baño', luz_encendida: true, cambio: true },
    });
    expect(lights(hogar.state())).toEqual({ sala: true, cocina: false, recámara: true, baño: true, estudio: true });
  });

  it('reads a room name without accents or in another case', () => {
    const hogar = createHogarKit();
    expect(hogar.kit.execute('set_light', { cuarto: ' Recamara ', encendida: false })).toEqual({
      resultado: { cuarto: 'recámara', luz_encendida: false, cambio: true },
    });
    expect(roomIdOf('BANO')).toBe('baño');
    expect(roomIdOf('garaje')).toBeUndefined();
  });

  it('names an unknown room and lists the real ones, changing nothing', () => {
    const hogar = createHogarKit();
    expect(hogar.kit.execute('set_light', { cuarto: 'garaje', encendida: false })).toEqual({
      error: "no hay ningún cuarto llamado 'garaje'; cuartos: sala, cocina, recámara, baño, estudio",
    });
    expect(hogar.state()).toBe(INITIAL_HOME);
  });

  it('refuses bad arguments with pydantic messages', () => {
    const { kit } = createHogarKit();
    expect(kit.executeDetailed('set_light', { cuarto: 'sala' })).toEqual({
      output: { error: 'argumentos no válidos: encendida: Field required' },
      label: 'missing_required',
    });
    expect(kit.executeDetailed('set_light', { cuarto: 'sala', encendida: 'no' })).toEqual({
      output: { error: 'argumentos no válidos: encendida: Input should be a valid boolean' },
      label: 'type_error',
    });
    expect(kit.executeDetailed('set_light', { cuarto: 'sala', encendida: false, brillo: 0 })).toEqual({
      output: { error: 'argumentos no válidos: brillo: Extra inputs are not permitted' },
      label: 'unexpected_param',
    });
    expect(kit.executeDetailed('set_lights', {})).toEqual({ output: { error: 'herramienta desconocida: set_lights' }, label: 'wrong_func_name' });
  });
});

describe('"apaga las luces de todos los cuartos desocupados": read, decide, write', () => {
  it('turns off the kitchen and the bedroom, and nothing else', () => {
    const hogar = createHogarKit();
    const before = hogar.state();
    const read = hogar.kit.execute('get_home_state', {}) as { resultado: { cuartos: HomeState } };
    const targets = read.resultado.cuartos.filter((room) => !room.ocupado && room.luz_encendida).map((room) => room.cuarto);
    expect(targets).toEqual(['cocina', 'recámara']);
    for (const cuarto of targets) hogar.kit.execute('set_light', { cuarto, encendida: false });
    expect(diffHomeState(before, hogar.state())).toEqual([
      { room: 'cocina', field: 'luz_encendida', before: true, after: false },
      { room: 'recámara', field: 'luz_encendida', before: true, after: false },
    ]);
  });
});

describe('state', () => {
  it('keeps snapshots: a state taken before a change does not move', () => {
    const hogar = createHogarKit();
    const before = hogar.state();
    hogar.kit.execute('set_light', { cuarto: 'sala', encendida: false });
    expect(lights(before).sala).toBe(true);
    expect(lights(hogar.state()).sala).toBe(false);
    expect(INITIAL_HOME[0]?.luz_encendida).toBe(true);
  });

  it('resets to the state the kit started with', () => {
    const custom: HomeState = INITIAL_HOME.map((room) => ({ ...room, luz_encendida: false }));
    const hogar = createHogarKit(custom);
    hogar.kit.execute('set_light', { cuarto: 'estudio', encendida: true });
    hogar.reset();
    expect(hogar.state()).toBe(custom);
    const fresh = createHogarKit();
    fresh.kit.execute('set_light', { cuarto: 'cocina', encendida: false });
    fresh.reset();
    expect(fresh.state()).toEqual(INITIAL_HOME);
  });

  it('gives each kit its own house', () => {
    const one = createHogarKit();
    const two = createHogarKit();
    one.kit.execute('set_light', { cuarto: 'cocina', encendida: false });
    expect(lights(one.state()).cocina).toBe(false);
    expect(lights(two.state()).cocina).toBe(true);
  });
});
