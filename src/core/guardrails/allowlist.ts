// The allowlist: only the tools offered to the model may run. A tool the kit lacks is refused in the kit's own
// words; one the kit has but did not offer, with the lesson's (the model must not learn that it exists).
import type { Guardrail, Refusal } from './guardrail.ts';
import type { ToolKit } from '../tools/tool-kit-types.ts';

export const allowlist = {
  id: 'allowlist',
  place: 'call',
  setting: {
    kind: 'switch',
    default: true,
    hint: { en: 'Off: any tool of the kit may run.', es: 'Sin ella, puede ejecutarse cualquier herramienta del kit.' },
    offWords: { en: 'no allowlist', es: 'sin lista permitida' },
  },
  words: {
    label: { en: 'Only the offered tools (allowlist)', es: 'Solo las herramientas ofrecidas (lista permitida)' },
    traceName: { en: 'tool not offered', es: 'herramienta no ofrecida' },
    notes: [
      {
        pattern: /^(.+) is not among the offered tools \((.*)\)$/s,
        say: {
          en: (tool = '', offered = '') => `${tool} is not among the offered tools (${offered})`,
          es: (tool = '', offered = '') => `${tool} no está entre las herramientas ofrecidas (${offered})`,
        },
      },
    ],
  },
  gate: { short: { en: 'allowlist', es: 'lista' } },
  async check({ name, kit, offered }) {
    if (offered.has(name)) return undefined;
    return { detail: `${name} is not among the offered tools (${[...offered].join(', ')})`, ...(await unknownTool(kit, name)), label: 'wrong_func_name' };
  },
} satisfies Guardrail;

/** The refusal of a tool the model may not call, in the kit's words or the lesson's (see above). */
export async function unknownTool(kit: ToolKit, name: string): Promise<Pick<Refusal, 'output' | 'rpc'>> {
  if (kit.has(name)) return { output: { error: `herramienta desconocida: ${name}` } };
  const { output, rpc } = await kit.executeDetailedAsync(name, {});
  return { output, ...(rpc ? { rpc } : {}) };
}
