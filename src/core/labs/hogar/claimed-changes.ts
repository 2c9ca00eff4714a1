// What the model says it did to the lights, read from its final answer, set against what the state diff
// shows. The reading is a heuristic for the short reports models write ("Apagué las luces de la cocina y la
// recámara", "I turned off the kitchen light"): each room mentioned in a sentence takes the nearest verb
// before it or, with none before, the first action word after it ("cocina y recámara apagadas": a participle
// only speaks of what precedes it). Words that report no change ("dejé", "sigue", "ya estaba", a negated verb)
// are actions too, so they shield the rooms they govern.
import type { HomeChange } from './home-diff.ts';
import { foldText, ROOM_IDS, type RoomId } from './home-state.ts';

export interface LightClaim {
  room: RoomId;
  /** true: the model says it turned the light on; false: off. */
  on: boolean;
}

export interface ClaimComparison {
  /** The model's report and the state agree exactly. */
  agree: boolean;
  /** Claimed and done. */
  confirmed: LightClaim[];
  /** Claimed but not in the state: the model misreported. */
  claimedNotDone: LightClaim[];
  /** Done but not claimed: the model left a change out. */
  doneNotClaimed: LightClaim[];
}

/** Room names as a model may write them, folded (lower case, no accents), longest first. */
const ROOM_WORDS: Record<RoomId, readonly string[]> = {
  sala: ['sala de estar', 'living room', 'sala', 'salon', 'living'],
  cocina: ['cocina', 'kitchen'],
  recámara: ['cuarto principal', 'recamara', 'dormitorio', 'habitacion', 'bedroom'],
  baño: ['bathroom', 'bano'],
  estudio: ['estudio', 'oficina', 'study', 'office'],
};

type Action = 'off' | 'on' | 'none';

interface ActionWords {
  action: Action;
  pattern: RegExp;
  /** A participle: it governs the rooms before it only. */
  participle?: boolean;
}

// Negations and no-change words come first: at one position the earliest listed pattern wins.
const ACTIONS: readonly ActionWords[] = [
  { action: 'none', pattern: /\bno (?:(?:la|las|lo|los|le|les) )?(?:apague|encendi|prendi|he apagado|he encendido)\b/g },
  { action: 'none', pattern: /\b(?:didn't|did not|not) (?:turn|switch|shut)\b/g },
  { action: 'none', pattern: /\b(?:deje|dejo|dejamos|mantuve|mantengo|sigue|siguen|ya estaba|ya estaban|ya tenia|ya tenian)\b/g },
  { action: 'none', pattern: /\b(?:left|kept|keep|still|already)\b/g },
  { action: 'off', pattern: /\b(?:apague|apagamos|he apagado|hemos apagado|turned off|switched off|shut off)\b/g },
  { action: 'off', pattern: /\b(?:apagada|apagadas|apagado|apagados)\b/g, participle: true },
  { action: 'on', pattern: /\b(?:encendi|prendi|he encendido|he prendido|turned on|switched on)\b/g },
];

interface Mark {
  index: number;
  end: number;
}

type ActionMark = Mark & { action: Action; participle: boolean };

function actionsIn(sentence: string): ActionMark[] {
  const found: ActionMark[] = [];
  for (const { action, pattern, participle = false } of ACTIONS) {
    for (const match of sentence.matchAll(pattern)) {
      const mark = { index: match.index, end: match.index + match[0].length, action, participle };
      // A span already claimed by an earlier pattern ("no apague" before "apague") keeps its reading.
      if (!found.some((f) => mark.index < f.end && f.index < mark.end)) found.push(mark);
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

function roomsIn(sentence: string): (Mark & { room: RoomId })[] {
  const found: (Mark & { room: RoomId })[] = [];
  for (const room of ROOM_IDS) {
    const pattern = new RegExp(`\\b(?:${ROOM_WORDS[room].join('|')})\\b`, 'g');
    for (const match of sentence.matchAll(pattern)) found.push({ index: match.index, end: match.index + match[0].length, room });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The light changes a text claims, in the order it first claims them. */
export function claimedLightChanges(text: string): LightClaim[] {
  const claims: LightClaim[] = [];
  for (const sentence of foldText(text).split(/[.!?;\n]+/)) {
    const actions = actionsIn(sentence);
    for (const mention of roomsIn(sentence)) {
      const before = actions.filter((a) => a.end <= mention.index && !a.participle).at(-1);
      const governing = before ?? actions.find((a) => a.index >= mention.end);
      if (!governing || governing.action === 'none') continue;
      const claim = { room: mention.room, on: governing.action === 'on' };
      if (!claims.some((c) => c.room === claim.room && c.on === claim.on)) claims.push(claim);
    }
  }
  return claims;
}

/** The model's claims against the light changes of the state diff. */
export function compareClaims(claims: readonly LightClaim[], changes: readonly HomeChange[]): ClaimComparison {
  const done = changes.filter((c) => c.field === 'luz_encendida').map((c): LightClaim => ({ room: c.room, on: c.after === true }));
  const same = (a: LightClaim) => (b: LightClaim) => a.room === b.room && a.on === b.on;
  const confirmed = claims.filter((claim) => done.some(same(claim)));
  const claimedNotDone = claims.filter((claim) => !done.some(same(claim)));
  const doneNotClaimed = done.filter((change) => !claims.some(same(change)));
  return { agree: claimedNotDone.length === 0 && doneNotClaimed.length === 0, confirmed, claimedNotDone, doneNotClaimed };
}
