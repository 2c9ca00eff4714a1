// The two home-automation tools: read the whole house, switch one room's light. The model cannot act
// blindly: which rooms are unoccupied is only in get_home_state's answer.
import { z } from 'zod';
import { pythonRepr } from '../../tools/python-repr.ts';
import type { ToolDefinition } from '../../tools/tool-kit-types.ts';
import { ROOM_IDS, roomIdOf, type HomeState } from './home-state.ts';
import { CLOSED_LOOKUP } from '../../tools/tool-annotations.ts';

export const ArgsGetHomeState = z.object({});

export const ArgsSetLight = z.object({
  cuarto: z.string().describe(`Uno de: ${ROOM_IDS.join(', ')}`),
  encendida: z.boolean().describe('true para encender la luz, false para apagarla'),
});

export type SetLightArgs = z.infer<typeof ArgsSetLight>;

const RoomOutput = z.strictObject({ cuarto: z.enum(ROOM_IDS), ocupado: z.boolean(), luz_encendida: z.boolean(), temperatura_c: z.number() });
const HomeStateOutput = z.strictObject({ cuartos: z.array(RoomOutput) });
const SetLightOutput = z.strictObject({ cuarto: z.enum(ROOM_IDS), luz_encendida: z.boolean(), cambio: z.boolean() });

/** Where the tools read and write the house. */
export interface HomeAccess {
  get(): HomeState;
  set(state: HomeState): void;
}

export function getHomeStateTool(home: HomeAccess): ToolDefinition<z.infer<typeof ArgsGetHomeState>> {
  return {
    name: 'get_home_state',
    description: 'Estado de los cinco cuartos de la casa: si están ocupados, si la luz está encendida y la temperatura en °C.',
    schema: ArgsGetHomeState,
    argsTitle: 'ArgsGetHomeState',
    annotations: CLOSED_LOOKUP,
    output: HomeStateOutput,
    run: () => ({ cuartos: home.get() }),
  };
}

export function setLightTool(home: HomeAccess): ToolDefinition<SetLightArgs> {
  return {
    name: 'set_light',
    description: 'Enciende o apaga la luz de un cuarto. Dice si la luz cambió o ya estaba así.',
    schema: ArgsSetLight,
    argsTitle: 'ArgsSetLight',
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    output: SetLightOutput,
    run: ({ cuarto, encendida }) => {
      const id = roomIdOf(cuarto);
      if (!id) throw new Error(`no hay ningún cuarto llamado ${pythonRepr(cuarto)}; cuartos: ${ROOM_IDS.join(', ')}`);
      const state = home.get();
      const changed = state.some((room) => room.cuarto === id && room.luz_encendida !== encendida);
      if (changed) home.set(state.map((room) => (room.cuarto === id ? { ...room, luz_encendida: encendida } : room)));
      return { cuarto: id, luz_encendida: encendida, cambio: changed };
    },
  };
}
