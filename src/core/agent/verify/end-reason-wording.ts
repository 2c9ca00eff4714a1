// How a run ended, in the Spanish lesson's words: describeEnd (describe-end.ts) and plan and execute write the
// English the trace and the lesson's "no answer: step limit" keep; the verifier's explanation and a Spanish page's
// finding (ui/common/trace/finding-wording.ts) say it in Spanish. An unknown reason stays as written.

/** How a run ended, as describeEnd (core/agent/describe-end.ts) and plan and execute write it. */
const END_REASONS: [RegExp, (...parts: string[]) => string][] = [
  [/^step limit$/, () => 'límite de pasos'],
  [/^token limit$/, () => 'límite de tokens'],
  [/^empty answer$/, () => 'respuesta vacía'],
  [/^the lab's (\d+)-step ceiling$/, (n = '') => `el techo de ${n} pasos del laboratorio`],
  [/^endpoint error: HTTP (\d+)$/, (status = '') => `error del endpoint: HTTP ${status}`],
  [/^endpoint error: timeout$/, () => 'error del endpoint: tiempo agotado'],
  [/^endpoint error: malformed response$/, () => 'error del endpoint: respuesta mal formada'],
  [/^endpoint error: network$/, () => 'error del endpoint: red'],
  [/^script mismatch$/, () => 'el guion no preveía la petición'],
  [/^interrupted$/, () => 'interrumpida'],
  [/^crash: (.*)$/s, (message = '') => `caída: ${message}`],
  [/^extraction failed$/, () => 'extracción fallida'],
  [/^computation failed$/, () => 'cálculo fallido'],
  [/^model failed$/, () => 'fallo del modelo'],
];

/**
 * @example endReasonSpanish('step limit') // 'límite de pasos'
 */
export function endReasonSpanish(reason: string): string {
  for (const [pattern, say] of END_REASONS) {
    const match = pattern.exec(reason);
    if (match) return say(...match.slice(1));
  }
  return reason;
}
