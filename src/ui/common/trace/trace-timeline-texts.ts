// The trace timeline's words (each event of a run said in plain language), in both UI languages.
import type { TraceSummary } from '../../../core/agent/index.ts';
import { GLOSSARY } from '../glossary.ts';
import { pluralForm } from '../plural.ts';

/** Writes a count as the UI language does (null: not counted). */
type Count = (n: number | null) => string;

const en = (n: number | null, one: string, other: string) => pluralForm('en', n ?? 0, { one, other });
const es = (n: number | null, one: string, other: string) => pluralForm('es', n ?? 0, { one, other });

export const TRACE_TIMELINE_TEXT = {
  en: {
    question: 'Question',
    step: 'Step',
    tokens: 'tokens',
    total: 'sent so far',
    notSent: 'Not sent:',
    calls: 'Calls asked',
    valid: 'valid',
    invalid: 'invalid',
    skipped: 'not checked (validation off)',
    validation: 'validation',
    notExecuted: 'not executed',
    sentBack: 'sent back',
    asData: 'as data',
    asText: 'as plain user text',
    capped: 'capped',
    answer: 'Answer',
    said: 'The model wrote',
    request: 'Request body',
    // A local model's reply has a body but no HTTP status.
    response: (status: number | undefined) => (status === undefined ? 'Response body' : `Response body, HTTP ${status}`),
    noName: '(no name)',
    answeredBy: {
      replay: 'Replayed from the run this one was forked from: not sent to the provider again (its tokens are what that run was charged).',
      edit: 'Your reply, written in the API’s own shape: not sent to the provider, no tokens charged.',
    },
    end: 'How it ended',
    counts: (s: TraceSummary, n: Count) =>
      `${n(s.steps)} ${en(s.steps, 'step', 'steps')}, ${n(s.calls)} ${en(s.calls, 'call', 'calls')}, ${n(s.errors)} ${en(s.errors, 'error', 'errors')}, ${n(s.tokens)} ${en(s.tokens, 'token', 'tokens')} sent in total.`,
    verdict: "The verifier's verdict",
    script: 'Script',
    editResult: 'Edit result',
    editArgs: 'Edit arguments',
    editReply: 'Edit reply',
    toolResult: 'Tool result',
    argsLabel: 'Arguments',
    replyLabel: 'Reply',
    replyText: 'A text answer',
    replyCalls: 'Tool calls (JSON)',
    edited: 'edited',
    guard: GLOSSARY.guardrail.en,
    cost: (total: string, input: string, output: string | null) =>
      `Cost: ${total} (input ${input}, output ${output ?? 'not counted'})`,
    toolServer: (url: string) => `Tools from the MCP server ${url}: connecting and listing them`,
  },
  es: {
    question: 'Pregunta',
    step: 'Paso',
    tokens: 'tokens',
    total: 'enviados hasta ahora',
    notSent: 'No enviada:',
    calls: 'Llamadas pedidas',
    valid: 'válida',
    invalid: 'no válida',
    skipped: 'sin revisar (validación desactivada)',
    validation: 'validación',
    notExecuted: 'no ejecutada',
    sentBack: 'devuelto',
    asData: 'como datos',
    asText: 'como texto del usuario',
    capped: 'recortado',
    answer: 'Respuesta',
    said: 'El modelo escribió',
    request: 'Cuerpo de la petición',
    response: (status: number | undefined) => (status === undefined ? 'Cuerpo de la respuesta' : `Cuerpo de la respuesta, HTTP ${status}`),
    noName: '(sin nombre)',
    answeredBy: {
      replay: 'Repetido de la ejecución de la que se bifurcó esta: no se volvió a enviar al proveedor (sus tokens son los que se cobraron en aquella).',
      edit: 'Tu respuesta, escrita con la forma de la API: no se envió al proveedor, sin tokens cobrados.',
    },
    end: 'Cómo terminó',
    counts: (s: TraceSummary, n: Count) =>
      `${n(s.steps)} ${es(s.steps, 'paso', 'pasos')}, ${n(s.calls)} ${es(s.calls, 'llamada', 'llamadas')}, ${n(s.errors)} ${es(s.errors, 'error', 'errores')}, ${n(s.tokens)} ${es(s.tokens, 'token enviado', 'tokens enviados')} en total.`,
    verdict: 'El veredicto del verificador',
    script: 'Guion',
    editResult: 'Editar resultado',
    editArgs: 'Editar argumentos',
    editReply: 'Editar respuesta',
    toolResult: 'Resultado de la herramienta',
    argsLabel: 'Argumentos',
    replyLabel: 'Respuesta',
    replyText: 'Una respuesta de texto',
    replyCalls: 'Llamadas a herramientas (JSON)',
    edited: 'editado',
    guard: GLOSSARY.guardrail.es,
    cost: (total: string, input: string, output: string | null) =>
      `Coste: ${total} (entrada ${input}, salida ${output ?? 'sin contar'})`,
    toolServer: (url: string) => `Herramientas del servidor MCP ${url}: conexión y lista`,
  },
};
