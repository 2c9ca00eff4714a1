// The lesson's prompts and its tools as the model saw them (pydantic's model_json_schema() shape), written
// out by hand so the template tests do not depend on the tool kit's schema generator.
import type { SchemaSource } from '../../../src/llm/chat-template.ts';
import type { JsonSchema } from '../../../src/core/tools/tool-kit-types.ts';

export const SISTEMA =
  'Eres un asistente de research de renta variable. Usa las herramientas para obtener datos; no inventes cifras. ' +
  'Cuando tengas la respuesta, contesta en español en una o dos frases.';
export const TAREA_VARIACION = '¿Cuánto cambió en porcentaje el cierre de BUSI entre el 2024-03-15 y el 2024-03-22?';
export const TAREA_ACME = '¿Cuál fue el cierre de ACME el 2024-03-15?';
export const BASICAS = ['precio', 'buscar_noticias', 'calculadora'];

const FECHA = '^\\d{4}-\\d{2}-\\d{2}$';
const ticker = { pattern: '^[A-Z]{4}$', title: 'Ticker', type: 'string' };
const fecha = (title: string) => ({ pattern: FECHA, title, type: 'string' });
const rango = (title: string): JsonSchema => ({
  properties: { ticker, desde: fecha('Desde'), hasta: fecha('Hasta') },
  required: ['ticker', 'desde', 'hasta'],
  title,
  type: 'object',
});

const DESCRIPTIONS: Record<string, [string, JsonSchema]> = {
  precio: [
    'Cierre de una acción en una sesión (la última sesión en o antes de la fecha).',
    { properties: { ticker, fecha: fecha('Fecha') }, required: ['ticker', 'fecha'], title: 'ArgsPrecio', type: 'object' },
  ],
  buscar_noticias: ['Titulares de noticias de una acción entre dos fechas (AAAA-MM-DD).', rango('ArgsNoticias')],
  calculadora: [
    'Evalúa una expresión aritmética con + - * / y paréntesis.',
    { properties: { expresion: { title: 'Expresion', type: 'string' } }, required: ['expresion'], title: 'ArgsCalculadora', type: 'object' },
  ],
  variacion: [
    'Variación porcentual del cierre de una acción entre dos fechas (AAAA-MM-DD), calculada con los dos cierres.',
    rango('ArgsVariacion'),
  ],
};

/** A minimal kit exposing what templateTools reads: names, descriptions and JSON Schemas. */
export const lessonSchemaKit: SchemaSource = {
  tools: Object.entries(DESCRIPTIONS).map(([name, [description]]) => ({ name, description })),
  jsonSchema: (name: string): JsonSchema => DESCRIPTIONS[name]![1],
};
