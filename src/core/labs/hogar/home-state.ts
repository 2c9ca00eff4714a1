// The simulated house: five rooms, each occupied or not, with its light on or off and a temperature. A state
// is an immutable snapshot; every change makes a new one, so "before" and "after" can be kept and compared.
export const ROOM_IDS = ['sala', 'cocina', 'recámara', 'baño', 'estudio'] as const;
export type RoomId = (typeof ROOM_IDS)[number];

export interface RoomState {
  readonly cuarto: RoomId;
  readonly ocupado: boolean;
  readonly luz_encendida: boolean;
  readonly temperatura_c: number;
}

/** The rooms, always in ROOM_IDS order. */
export type HomeState = readonly RoomState[];

/**
 * Two rooms are empty with the light on (cocina, recámara): the ones "turn off the lights in every unoccupied
 * room" must switch. The bathroom is empty with the light already off, so a model that "turns it off" changes
 * nothing, and the occupied rooms must keep their lights.
 */
export const INITIAL_HOME: HomeState = [
  { cuarto: 'sala', ocupado: true, luz_encendida: true, temperatura_c: 22.5 },
  { cuarto: 'cocina', ocupado: false, luz_encendida: true, temperatura_c: 21 },
  { cuarto: 'recámara', ocupado: false, luz_encendida: true, temperatura_c: 19.5 },
  { cuarto: 'baño', ocupado: false, luz_encendida: false, temperatura_c: 20 },
  { cuarto: 'estudio', ocupado: true, luz_encendida: true, temperatura_c: 23 },
];

/** For the student's side of the page, in both languages of the UI. */
export const ROOM_NAMES: Record<RoomId, { es: string; en: string }> = {
  sala: { es: 'Sala', en: 'Living room' },
  cocina: { es: 'Cocina', en: 'Kitchen' },
  recámara: { es: 'Recámara', en: 'Bedroom' },
  baño: { es: 'Baño', en: 'Bathroom' },
  estudio: { es: 'Estudio', en: 'Study' },
};

/** Lower case without accents: `Recámara` and `recamara` name the same room. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The room a model's argument names (case, accents and surrounding spaces ignored), if any. */
export function roomIdOf(name: string): RoomId | undefined {
  const folded = foldText(name.trim());
  return ROOM_IDS.find((id) => foldText(id) === folded);
}
