// The house's scripted scenarios (the Multiple Tools course): read the state, decide which rooms qualify, write. The lab
// computes the change report from the state before and after; one scripted model reports its own changes
// faithfully, the other misreports them, so the report and the model's words disagree; a third asks for one write
// under the approval guardrail and answers after what the person decided. Texts in Spanish.
import type { ScriptAction } from '../../run/script-contract.ts';
import { HOGAR_COMMAND } from './hogar-questions.ts';
import { answer, call, calls, errorOf, isRecordValue, resultOf, unexpected } from '../script-reading.ts';
import type { LabScenario } from '../lab-scenario.ts';

interface Room {
  cuarto: string;
  ocupado: boolean;
  luz_encendida: boolean;
}

/** How the answers name a room: article and gender, for "la cocina", "del baño", "ocupada". */
const NOUNS: Readonly<Record<string, { article: 'el' | 'la' }>> = {
  sala: { article: 'la' },
  cocina: { article: 'la' },
  recámara: { article: 'la' },
  baño: { article: 'el' },
  estudio: { article: 'el' },
};

function rooms(output: unknown): Room[] | undefined {
  const value = resultOf(output);
  if (!isRecordValue(value) || !Array.isArray(value.cuartos)) return undefined;
  const list = value.cuartos.filter(
    (r): r is Room =>
      isRecordValue(r) && typeof r.cuarto === 'string' && typeof r.ocupado === 'boolean' && typeof r.luz_encendida === 'boolean',
  );
  return list.length === value.cuartos.length ? list : undefined;
}

const named = (cuarto: string) => `${NOUNS[cuarto]?.article ?? 'el cuarto'} ${cuarto}`;

/** "la cocina y la recámara"; led by "de" when `ofThem`, contracted where Spanish does: "del baño". */
function list(cuartos: readonly string[], ofThem = false): string {
  const names = cuartos.map(named);
  const text = names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
  if (!ofThem) return text;
  return text.startsWith('el ') ? `del ${text.slice(3)}` : `de ${text}`;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An honest report of the plan: what it switched off, what was already off, and who is home. */
function faithfulReport(house: readonly Room[], switched: readonly string[]): string {
  const alreadyOff = house.filter((r) => !r.ocupado && !r.luz_encendida).map((r) => r.cuarto);
  const occupied = house.filter((r) => r.ocupado).map((r) => r.cuarto);
  const parts: string[] = [];
  parts.push(switched.length > 0 ? `Apagué las luces ${list(switched, true)}, que estaban desocupadas.` : 'No había luces encendidas en cuartos desocupados.');
  const rest: string[] = [];
  if (alreadyOff.length > 0) rest.push(`${capitalized(list(alreadyOff))} ya ${alreadyOff.length > 1 ? 'tenían' : 'tenía'} la luz apagada`);
  if (occupied.length > 0) {
    const verb = occupied.length > 1 ? 'están ocupados' : `está ${NOUNS[occupied[0] ?? '']?.article === 'la' ? 'ocupada' : 'ocupado'}`;
    rest.push(`${rest.length > 0 ? list(occupied) : capitalized(list(occupied))} ${verb}`);
  }
  if (rest.length > 0) parts.push(`${rest.join(', y ')}.`);
  return parts.join(' ');
}

type HouseRule = 'read' | 'switch_off' | 'answer';

const HOUSE_RULES: readonly HouseRule[] = ['read', 'switch_off', 'answer'];

/**
 * Reads the house, switches off the lights of the rooms `targets` picks, and answers with `report`, given the
 * house as read and the rooms it switched off.
 */
function house(
  targets: (house: readonly Room[]) => Room[],
  report: (house: readonly Room[], switched: readonly string[]) => string,
) {
  return (results: readonly unknown[]): ScriptAction<HouseRule> => {
    const n = results.length;
    if (n === 0) return calls('read', [call('get_home_state')]);
    const read = rooms(results[0]);
    if (!read) return unexpected('expected the state of the house first');
    const picked = targets(read).map((r) => r.cuarto);
    if (n === 1 && picked.length > 0) {
      return calls('switch_off', picked.map((cuarto) => call('set_light', { cuarto, encendida: false })));
    }
    if (n !== 1 + picked.length) return unexpected(`expected ${picked.length} set_light results in one turn, and nothing after them`);
    const switched = results.slice(1).flatMap((r) => {
      const value = resultOf(r);
      return isRecordValue(value) && value.cambio === true && typeof value.cuarto === 'string' ? [value.cuarto] : [];
    });
    return answer('answer', report(read, switched));
  };
}

/**
 * A misreport: the first room it changed, and the rooms whose lights were already off as if it had switched
 * them too; the other rooms it changed go unmentioned.
 */
function misreport(house: readonly Room[], switched: readonly string[]): string {
  const alreadyOff = house.filter((r) => !r.ocupado && !r.luz_encendida).map((r) => r.cuarto);
  return `Apagué las luces ${list([...switched.slice(0, 1), ...alreadyOff], true)}.`;
}

/** The write the approval scenario asks for. */
const KITCHEN_OFF_COMMAND = 'Apaga la luz de la cocina.';

type ApprovalRule = 'switch_off' | 'answer';

/**
 * One write, then an answer after its result: a denial's error (the light was not touched, and it says so), the
 * change made, or a light that was already off.
 */
function kitchenOff(results: readonly unknown[]): ScriptAction<ApprovalRule> {
  if (results.length === 0) return calls('switch_off', [call('set_light', { cuarto: 'cocina', encendida: false })]);
  if (results.length > 1) return unexpected('expected one set_light result, and nothing after it');
  if (errorOf(results[0]) !== undefined) {
    return answer('answer', 'No apagué la luz de la cocina: no se aprobó el cambio, así que la casa quedó como estaba.');
  }
  const value = resultOf(results[0]);
  if (!isRecordValue(value) || typeof value.cambio !== 'boolean') return unexpected('expected the result of set_light');
  return answer('answer', value.cambio ? 'Apagué la luz de la cocina.' : 'La luz de la cocina ya estaba apagada.');
}

const unoccupiedAndLit = (rooms: readonly Room[]) => rooms.filter((r) => !r.ocupado && r.luz_encendida);
const unoccupied = (rooms: readonly Room[]) => rooms.filter((r) => !r.ocupado);

export const HOGAR_SCENARIOS: readonly LabScenario[] = [
  {
    id: 'apagar_luces',
    label: { en: 'Lights off where nobody is', es: 'Apagar donde no hay nadie' },
    gloss: {
      en: 'Reads the house, switches off the lights of the unoccupied rooms that have them on (kitchen and bedroom, in one turn), and reports it; the change report computed from the state agrees.',
      es: 'Lee la casa, apaga las luces de los cuartos desocupados que las tienen encendidas (cocina y recámara, en un turno) y lo cuenta; el reporte de cambios calculado del estado coincide.',
    },
    question: HOGAR_COMMAND,
    rules: HOUSE_RULES,
    act: house(unoccupiedAndLit, faithfulReport),
  },
  {
    id: 'reporte_equivocado',
    label: { en: 'Misreported changes', es: 'Cambios mal reportados' },
    gloss: {
      en: 'Switches off every unoccupied room, the bathroom too (already off: nothing changes there), then says it turned off the kitchen and bathroom lights, forgetting the bedroom. The report from the state and the model\'s words disagree.',
      es: 'Apaga todos los cuartos desocupados, también el baño (ya estaba apagado: ahí nada cambia), y luego dice que apagó las luces de la cocina y del baño, olvidando la recámara. El reporte calculado del estado y lo que dice el modelo no coinciden.',
    },
    question: HOGAR_COMMAND,
    rules: HOUSE_RULES,
    act: house(unoccupied, misreport),
  },
  {
    id: 'aprobar_cambio',
    label: { en: 'Approve a write', es: 'Aprobar un cambio' },
    gloss: {
      en: 'Asks to switch off the kitchen light, with approval on for the tools that change state: the run waits for you. Approved, the light goes off and the answer says so; denied, the model receives an error, the house stays as it was, and the answer says it changed nothing.',
      es: 'Pide apagar la luz de la cocina, con la aprobación activada para las herramientas que cambian el estado: la ejecución te espera. Si lo apruebas, la luz se apaga y la respuesta lo dice; si lo deniegas, el modelo recibe un error, la casa queda como estaba y la respuesta dice que no cambió nada.',
    },
    question: KITCHEN_OFF_COMMAND,
    rules: ['switch_off', 'answer'],
    act: kitchenOff,
    approval: 'writes',
  },
];
