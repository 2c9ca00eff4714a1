// The change report: what the run really changed, computed from the house before and after, never from what
// the model says it did. Models sometimes misreport their own side effects; the state does not.
import { ROOM_NAMES, type HomeState, type RoomId, type RoomState } from './home-state.ts';

const FIELDS = ['ocupado', 'luz_encendida', 'temperatura_c'] as const;
export type HomeField = (typeof FIELDS)[number];

export interface HomeChange {
  room: RoomId;
  field: HomeField;
  before: boolean | number;
  after: boolean | number;
}

/** Every field that differs, room by room in the order of `before`. */
export function diffHomeState(before: HomeState, after: HomeState): HomeChange[] {
  const afterById = new Map<RoomId, RoomState>(after.map((room) => [room.cuarto, room]));
  const changes: HomeChange[] = [];
  for (const old of before) {
    const now = afterById.get(old.cuarto);
    if (!now) continue;
    for (const field of FIELDS) {
      if (old[field] !== now[field]) changes.push({ room: old.cuarto, field, before: old[field], after: now[field] });
    }
  }
  return changes;
}

function describeValue(field: HomeField, value: boolean | number): { es: string; en: string } {
  switch (field) {
    case 'luz_encendida':
      return value ? { es: 'luz encendida', en: 'light on' } : { es: 'luz apagada', en: 'light off' };
    case 'ocupado':
      return value ? { es: 'ocupado', en: 'occupied' } : { es: 'desocupado', en: 'unoccupied' };
    case 'temperatura_c':
      return { es: `${value} °C`, en: `${value} °C` };
  }
}

/** One line per change, `Cocina: luz encendida → luz apagada`. */
export function describeChange(change: HomeChange): { es: string; en: string } {
  const from = describeValue(change.field, change.before);
  const to = describeValue(change.field, change.after);
  const name = ROOM_NAMES[change.room];
  return { es: `${name.es}: ${from.es} → ${to.es}`, en: `${name.en}: ${from.en} → ${to.en}` };
}
