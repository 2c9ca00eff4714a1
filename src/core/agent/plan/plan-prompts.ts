// The planner's model-facing texts, in Spanish like the lesson's: the extraction prompt, the retry message that
// sends a validation error back, and the writing prompt that carries the computed table.
import type { ChatMessage } from './chat-model.ts';

export const EXTRACT_SYSTEM =
  'Extraes datos de preguntas sobre cotizaciones. Responde solo con un objeto JSON con tres claves: ' +
  '"ticker" (el ticker de la acción, 4 letras mayúsculas), "desde" y "hasta" (las dos fechas, en formato ' +
  'AAAA-MM-DD). No escribas nada más.';

export const WRITE_SYSTEM =
  'Eres un asistente de research de renta variable. Responde a la pregunta en español con una sola frase, ' +
  'usando las cifras y las fechas de la tabla tal como aparecen. No calcules nada ni añadas cifras.';

export function extractMessages(question: string): ChatMessage[] {
  return [
    { role: 'system', content: EXTRACT_SYSTEM },
    { role: 'user', content: question },
  ];
}

/** The conversation of the retry: the first attempt, its reply, and the error. */
export function retryMessages(first: readonly ChatMessage[], reply: string, error: string): ChatMessage[] {
  return [
    ...first,
    { role: 'assistant', content: reply },
    { role: 'user', content: `Tu respuesta no es válida: ${error}. Responde de nuevo solo con el objeto JSON corregido.` },
  ];
}

export function writeMessages(question: string, table: string): ChatMessage[] {
  return [
    { role: 'system', content: WRITE_SYSTEM },
    { role: 'user', content: `Pregunta: ${question}\n\nTabla calculada:\n${table}` },
  ];
}
