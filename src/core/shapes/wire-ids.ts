// The ids a simulator gives the calls it asks for and the responses it writes, each in a format its shape declares
// (its folder's sim). The lesson's profile uses the lesson's own simulators' ids: a call is named by the number of
// tool results the conversation held and its place in the turn (fc_0_0, call_2_0, toolu_1_1), a response by a
// fixed name (resp_sim, msg_sim, msg_1), declared by each shape; its token table is measured with them. The
// realistic profile draws ids like the real APIs (long random strings), seeded so that a replay gives the same bytes.
import { seededRandom } from '../random/seeded-random.ts';
import type { WireProfile } from '../providers/wire-profile.ts';

const ALPHABETS = { hex: '0123456789abcdef', alnum: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789' } as const;

/** How a realistic id of one kind is drawn: `prefix` then `length` characters of `alphabet`. */
export interface IdFormat {
  /** The kind's name: it seeds the draw, and names a lesson call id (`fc_0_0`). */
  kind: string;
  prefix: string;
  alphabet: keyof typeof ALPHABETS;
  length: number;
}

/** Where a call sits: `index` counts calls from 1 across the conversation, `results` the tool results before its turn. */
export interface CallSlot {
  index: number;
  results: number;
  /** Its place in the turn, from 0. */
  position: number;
}

/** A call's id; `scope` (scripted model and API) seeds the realistic ones. */
export function callId(profile: WireProfile, format: IdFormat, slot: CallSlot, scope: string): string {
  return profile === 'lesson' ? `${format.kind}_${slot.results}_${slot.position}` : randomId(format, slot.index, scope);
}

/** A real-looking id in `format`, the same for the same `scope` and `index`. */
export function randomId(format: IdFormat, index: number, scope: string): string {
  const random = seededRandom(0x5eed, `${scope}/${format.kind}/${index}`);
  const alphabet = ALPHABETS[format.alphabet];
  return format.prefix + Array.from({ length: format.length }, () => alphabet[random.int(0, alphabet.length - 1)]).join('');
}

/** A simulated request's id (the error bodies of the APIs that carry one). */
export const REQUEST_ID: IdFormat = { kind: 'req', prefix: 'req_01', alphabet: 'alnum', length: 22 };
