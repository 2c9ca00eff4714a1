// The ids a simulator gives the calls it asks for and the responses it writes. The lesson's profile uses the
// lesson's own simulators' ids: a call is named by the number of tool results the conversation held and its place
// in the turn (fc_0_0, call_2_0, toolu_1_1), the response by a fixed name (resp_sim, msg_sim, msg_1); its token
// table is measured with them. The realistic profile draws ids like the real APIs (long random strings), seeded so
// that a replay gives the same bytes.
import { seededRandom } from '../random/seeded-random.ts';
import type { WireProfile } from '../providers/wire-profile.ts';

const HEX = '0123456789abcdef';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export type CallIdKind = 'fc' | 'call' | 'toolu';
/** `msg`: an Anthropic message; `output_msg`: a message item of an OpenAI Response (`msg_` and hex, as `resp_`). */
export type IdKind = CallIdKind | 'resp' | 'msg' | 'output_msg' | 'chatcmpl' | 'req';

/** Where a call sits: `index` counts calls from 1 across the conversation, `results` the tool results before its turn. */
export interface CallSlot {
  index: number;
  results: number;
  /** Its place in the turn, from 0. */
  position: number;
}

/** A call's id; `scope` (scripted model and API) seeds the realistic ones. */
export function callId(profile: WireProfile, kind: CallIdKind, slot: CallSlot, scope: string): string {
  return profile === 'lesson' ? `${kind}_${slot.results}_${slot.position}` : randomId(kind, slot.index, scope);
}

/** The id of the lesson's simulators for a response or message; they gave every one the same. */
export const LESSON_IDS = { resp: 'resp_sim', msg: 'msg_sim', outputMessage: 'msg_1', chatcmpl: 'chatcmpl-sim' } as const;

/** A real-looking id of `kind`, the same for the same `scope` and `index`. */
export function randomId(kind: IdKind, index: number, scope: string): string {
  const random = seededRandom(0x5eed, `${scope}/${kind}/${index}`);
  const draw = (alphabet: string, length: number) =>
    Array.from({ length }, () => alphabet[random.int(0, alphabet.length - 1)]).join('');
  switch (kind) {
    case 'fc':
    case 'resp':
      return `${kind}_${draw(HEX, 48)}`;
    case 'output_msg':
      return `msg_${draw(HEX, 48)}`;
    case 'toolu':
    case 'msg':
    case 'req':
      return `${kind}_01${draw(ALNUM, 22)}`;
    case 'call':
      return `call_${draw(ALNUM, 24)}`;
    case 'chatcmpl':
      return `chatcmpl-${draw(ALNUM, 29)}`;
  }
}
