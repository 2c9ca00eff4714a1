// Which bytes go over the wire. The lesson's profile reproduces the bytes of its Python run (and so its token
// table); the realistic one is what a JavaScript client and the real APIs put on the wire. Serialization alone
// moves the token bill, which is what the switch lets a class see.
import { pythonJsonDumps } from '../json/python-json.ts';

export type WireProfile = 'lesson' | 'realistic';

export const WIRE_PROFILES: readonly WireProfile[] = ['lesson', 'realistic'];

export const WIRE_PROFILE_INFO: Record<WireProfile, { en: string; es: string }> = {
  lesson: {
    en: "The lesson's bytes: tool results and arguments as Python's json.dumps writes them (\", \" separators, \\u00e1 escapes), ids numbered fc_fake_0001…, no tool list sent.",
    es: 'Los bytes de la lección: resultados y argumentos como los escribe json.dumps de Python (separadores ", ", escapes \\u00e1), ids numerados fc_fake_0001…, sin lista de herramientas.',
  },
  realistic: {
    en: 'Realistic API bytes: compact JSON with UTF-8 text, ids like the real APIs give, the tool list (with its JSON Schemas) sent on every request.',
    es: 'Bytes realistas: JSON compacto con texto UTF-8, ids como los de las APIs reales, la lista de herramientas (con sus JSON Schema) en cada petición.',
  },
};

/** A tool output, or a call's arguments, as the text that goes over the wire. */
export function wireJson(profile: WireProfile, value: unknown): string {
  return profile === 'lesson' ? pythonJsonDumps(value) : JSON.stringify(value);
}

/** The request header that tells the simulator which profile the client uses (its ids and argument text follow it). */
export const WIRE_PROFILE_HEADER = 'x-sim-wire-profile';

export function isWireProfile(value: string | null | undefined): value is WireProfile {
  return value === 'lesson' || value === 'realistic';
}
