// Whether a question asks for a percentage: the lesson's extra rule for the wrong-tool scenario.

const ASKS = /%|porcentaj|porcentual|por ciento|percent|per cent/;

/** @example asksForPercentage('¿Cuánto cambió en porcentaje el cierre de BUSI…?') // true */
export function asksForPercentage(question: string): boolean {
  const plain = question.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return ASKS.test(plain);
}
