// The lesson's third rule: a tool error that nothing resolved means the answer cannot give that datum (which
// errors count as resolved: unresolved-errors.ts). One finding per failed call, though their details are the same.
import type { Finding } from '../finding.ts';
import { unresolvedErrors } from '../unresolved-errors.ts';
import { detailOf, type VerifierRule } from '../verifier-rule.ts';

export const UNRESOLVED_TOOL_ERROR: VerifierRule = {
  id: 'unresolved_tool_error',
  checks: {
    en: 'Every tool error is resolved by a later call before the answer.',
    es: 'Cada error de herramienta lo resuelve una llamada posterior antes de la respuesta.',
  },
  detail: { en: 'unresolved tool error', es: 'error de herramienta sin resolver' },
  keepsRepeats: true,
  check: ({ calls, answer }) =>
    unresolvedErrors(calls, answer).map((call) => unresolvedToolError(call.name, 'error' in call.output ? call.output.error : '')),
};

export function unresolvedToolError(tool: string, error: string): Finding {
  return {
    code: UNRESOLVED_TOOL_ERROR.id,
    detail: detailOf(UNRESOLVED_TOOL_ERROR),
    message: {
      en: `${tool} returned an error ("${error}") and nothing later resolved it: the answer cannot give the datum that call was meant to bring.`,
      es: `${tool} devolvió un error («${error}») y nada lo resolvió después: la respuesta no puede dar el dato que esa llamada debía traer.`,
    },
  };
}
