// The ids a simulator gives the calls it asks for. The lesson's profile numbers them across the conversation
// (fc_fake_0001, call_fake_0002…): short and regular, as in the lesson's token table. The realistic profile draws
// them like the real APIs (long random strings), seeded so that a replay gives the same bytes.
import { seededRandom } from '../random/seeded-random.ts';
import type { WireProfile } from '../providers/wire-profile.ts';

const HEX = '0123456789abcdef';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export type IdKind = 'fc' | 'call' | 'toolu' | 'resp' | 'msg' | 'chatcmpl';

/** `index` counts from 1 across the whole conversation; `scope` (scenario and API) seeds the realistic ids. */
export function wireId(profile: WireProfile, kind: IdKind, index: number, scope: string): string {
  if (profile === 'lesson') return `${kind}_fake_${String(index).padStart(4, '0')}`;
  const random = seededRandom(0x5eed, `${scope}/${kind}/${index}`);
  const draw = (alphabet: string, length: number) =>
    Array.from({ length }, () => alphabet[random.int(0, alphabet.length - 1)]).join('');
  switch (kind) {
    case 'fc':
    case 'resp':
      return `${kind}_${draw(HEX, 48)}`;
    case 'toolu':
    case 'msg':
      return `${kind}_01${draw(ALNUM, 22)}`;
    case 'call':
      return `call_${draw(ALNUM, 24)}`;
    case 'chatcmpl':
      return `chatcmpl-${draw(ALNUM, 29)}`;
  }
}
