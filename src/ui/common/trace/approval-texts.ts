// What the approval panel says (ApprovalAsk.svelte): the call waiting, what its tool says it does to the world (MCP's
// hints, read as the spec reads absent ones), and the two decisions.
import type { ToolAnnotations } from '../../../core/tools/index.ts';
import { changesState } from '../../../core/tools/index.ts';

export const APPROVAL_ASK_TEXT = {
  en: {
    title: 'Approval needed',
    waits: (name: string, step: number, call: number) => `The run waits: step ${step} asks to call ${name}${call > 0 ? ` (call ${call + 1} of the step)` : ''}.`,
    args: 'Arguments',
    hints: 'What the tool says it does',
    approve: 'Approve',
    deny: 'Deny',
    approveLabel: (name: string) => `Approve the call to ${name}`,
    denyLabel: (name: string) => `Deny the call to ${name}: the model receives an error`,
    announce: (name: string) => `Approval needed: the run waits to call ${name}.`,
  },
  es: {
    title: 'Se necesita aprobación',
    waits: (name: string, step: number, call: number) => `La ejecución espera: el paso ${step} pide llamar a ${name}${call > 0 ? ` (llamada ${call + 1} del paso)` : ''}.`,
    args: 'Argumentos',
    hints: 'Lo que la herramienta dice que hace',
    approve: 'Aprobar',
    deny: 'Denegar',
    approveLabel: (name: string) => `Aprobar la llamada a ${name}`,
    denyLabel: (name: string) => `Denegar la llamada a ${name}: el modelo recibe un error`,
    announce: (name: string) => `Se necesita aprobación: la ejecución espera para llamar a ${name}.`,
  },
};

/** The tool's hints in words, one line each (absent hints as the MCP spec reads them). */
export function hintWords(annotations: ToolAnnotations | undefined, lang: 'en' | 'es'): string[] {
  const writes = changesState(annotations);
  const en = [
    writes ? 'changes state' : 'only reads',
    ...(writes ? [annotations?.destructiveHint === false ? 'does not destroy or overwrite' : 'may destroy or overwrite'] : []),
    annotations?.idempotentHint ? 'the same call again changes nothing more' : 'the same call again may change more',
    annotations?.openWorldHint === false ? "stays within the lab's own data" : 'reaches the world outside',
  ];
  const es = [
    writes ? 'cambia el estado' : 'solo lee',
    ...(writes ? [annotations?.destructiveHint === false ? 'no destruye ni sobrescribe' : 'puede destruir o sobrescribir'] : []),
    annotations?.idempotentHint ? 'repetir la misma llamada no cambia nada más' : 'repetir la misma llamada puede cambiar más',
    annotations?.openWorldHint === false ? 'no sale de los datos del laboratorio' : 'llega al mundo exterior',
  ];
  return lang === 'en' ? en : es;
}
