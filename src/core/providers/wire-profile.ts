// Which bytes go over the wire. The lesson's profile reproduces the bytes of its Python run (and so its token
// table); the realistic one is what a JavaScript client and the real APIs put on the wire. Serialization alone
// moves the token bill, which is what the switch lets a class see.
//
// What the lesson's figures (630/643, 221/235, 1065/1101, 1643/1763, the 30-step series) depend on, each
// checked by changing it and watching the figures move:
//   - bodies compact, keys as built: {"model","input"} / {"model","max_tokens":500,"messages"}; no tool list;
//   - `model` is the scenario's name;
//   - the ids the lesson's own simulators gave, fc_{n}_{i} / call_{n}_{i} / toolu_{n}_{i} (n tool results so far,
//     the i-th call of the turn; shapes/wire-ids.ts);
//   - tool outputs and Responses `arguments` as Python's json.dumps writes them (wireJson below);
//   - Responses items echoed as received, keyed type, id, call_id, name, arguments, status (the simulator's order);
//   - Anthropic tool_use blocks echoed keyed id, input, name, type; every tool_result with is_error
//     (shapes/anthropic-messages/anthropic-messages-adapter.ts);
//   - the tools' own texts: pydantic's validation message, the repeated-call error, BUSI's one headline.
import { pythonJsonDumps } from '../json/python-json.ts';

export type WireProfile = 'lesson' | 'realistic';

export const WIRE_PROFILES: readonly WireProfile[] = ['lesson', 'realistic'];

export const WIRE_PROFILE_INFO: Record<WireProfile, { en: string; es: string }> = {
  lesson: {
    en: "The lesson's bytes: tool results and arguments as Python's json.dumps writes them (\", \" separators, \\u00e1 escapes), the lesson's ids (fc_0_0, call_0_0, toolu_0_0…), no tool list sent.",
    es: 'Los bytes de la lección: resultados y argumentos como los escribe json.dumps de Python (separadores ", ", escapes \\u00e1), los ids de la lección (fc_0_0, call_0_0, toolu_0_0…), sin lista de herramientas.',
  },
  realistic: {
    en: 'Realistic API bytes: compact JSON with UTF-8 text, ids like the real APIs give, the tool list (with its JSON Schemas) sent on every request.',
    es: 'Bytes realistas: JSON compacto con texto UTF-8, ids como los de las APIs reales, la lista de herramientas (con sus JSON Schema) en cada petición.',
  },
};

/**
 * How the simulated responses stand against the providers' documentation, and where the lesson's profile departs
 * from it to keep the lesson's figures: said on #/apis.
 */
export const WIRE_PROFILE_DIVERGENCES: { en: string; es: string } = {
  en:
    'Every simulated response and error has the fields the providers document (the tests check them against their schemas), with usage counted by the lab with o200k_base, and a request with stream: true gets server-sent events. ' +
    "The lesson's bytes keep what the lesson's figures depend on, which the real APIs do not do: arguments written with Python's spacing, no tool list, any API key accepted, the lesson's fixed ids (resp_sim, msg_sim, fc_0_0…). " +
    'With realistic bytes a missing or malformed key is refused as the API refuses it (401; Gemini answers 400 or 403).',
  es:
    'Cada respuesta y error simulados tienen los campos que documentan los proveedores (las pruebas los comprueban con sus esquemas), con el uso (usage) contado por el laboratorio con o200k_base, y una petición con stream: true recibe eventos server-sent. ' +
    'Los bytes de la lección conservan aquello de lo que dependen sus cifras y que las APIs reales no hacen: argumentos con los espacios de Python, sin lista de herramientas, cualquier clave de API aceptada, los ids fijos de la lección (resp_sim, msg_sim, fc_0_0…). ' +
    'Con bytes realistas, una clave ausente o mal formada se rechaza como la rechaza la API (401; Gemini responde 400 o 403).',
};

/** A tool output, or a call's arguments, as the text that goes over the wire. */
export function wireJson(profile: WireProfile, value: unknown): string {
  return profile === 'lesson' ? pythonJsonDumps(value) : JSON.stringify(value);
}

/** The request header that tells the simulator which profile the client uses (its ids and argument text follow it). */
export const WIRE_PROFILE_HEADER = 'x-sim-wire-profile';

/**
 * The request header that tells the simulator the client's request timeout in ms, so that a scenario that never
 * answers is slow by a scripted multiple of it, not by however loaded the page happens to be.
 */
export const CLIENT_TIMEOUT_HEADER = 'x-sim-client-timeout-ms';

export function isWireProfile(value: string | null | undefined): value is WireProfile {
  return value === 'lesson' || value === 'realistic';
}
