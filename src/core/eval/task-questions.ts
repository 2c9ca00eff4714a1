// The tasks' questions, model-facing and so in Spanish, written as the lesson writes its TAREAS: "¿Cuál fue el
// cierre de ACME el 2024-03-15?" and "¿Cuánto cambió en porcentaje el cierre de BUSI entre el 2024-03-15 y el
// 2024-03-22?" are two of them, byte for byte.

export const closeQuestion = (ticker: string, written: string) => `¿Cuál fue el cierre de ${ticker} el ${written}?`;

export const changeQuestion = (ticker: string, desde: string, hasta: string) =>
  `¿Cuánto cambió en porcentaje el cierre de ${ticker} entre el ${desde} y el ${hasta}?`;

export const takeoverQuestion = (ticker: string, desde: string, hasta: string) =>
  `¿Qué titular sobre una oferta de compra de ${ticker} se publicó entre el ${desde} y el ${hasta}? Cítalo literalmente, entre comillas.`;

export const firstHeadlineQuestion = (ticker: string, desde: string, hasta: string) =>
  `¿Cuál es el primer titular de noticias sobre ${ticker} entre el ${desde} y el ${hasta}? Cítalo literalmente, entre comillas.`;

/** `2024-03-01` → `01/03/2024`, the day-first writing of exercise 2. */
export const dayFirst = (iso: string) => iso.split('-').reverse().join('/');
