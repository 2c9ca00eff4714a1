// What a run's end, its script report and its guardrails are called on screen, in both UI languages. The trace
// keeps codes (`step_limit`, `repeat_price`); these are their plain words (a guardrail event's are its own: guard-wording.ts).
import type { EndReason } from '../../../core/agent/index.ts';
import type { ScriptPlay, ScriptRule, WhatIfRule } from '../../../core/sim/index.ts';
import type { Bilingual } from '../../../core/i18n/index.ts';

export function endText(reason: EndReason): Bilingual {
  switch (reason.kind) {
    case 'answered':
      return { en: 'The model answered.', es: 'El modelo respondió.' };
    case 'step_limit':
      return {
        en: `Cut off by the step limit: ${reason.maxSteps} steps without an answer.`,
        es: `Cortada por el límite de pasos: ${reason.maxSteps} pasos sin respuesta.`,
      };
    case 'run_cap':
      return {
        en: `No step limit: stopped by the lab's own ceiling of ${reason.maxSteps} requests.`,
        es: `Sin límite de pasos: la paró el tope propio del laboratorio, ${reason.maxSteps} peticiones.`,
      };
    case 'token_limit':
      return {
        en: `Stopped by the token limit: ${reason.sentTokens} tokens sent, and the next request (${reason.nextTokens}) would pass ${reason.maxTokens}.`,
        es: `Parada por el límite de tokens: ${reason.sentTokens} tokens enviados, y la siguiente petición (${reason.nextTokens}) pasaría de ${reason.maxTokens}.`,
      };
    case 'endpoint_error': {
      const f = reason.failure;
      const what: Bilingual =
        f.kind === 'http_error'
          ? { en: `HTTP ${f.status}`, es: `HTTP ${f.status}` }
          : f.kind === 'timeout'
            ? { en: 'no answer before the timeout', es: 'sin respuesta antes del tiempo límite' }
            : f.kind === 'bad_response'
              ? { en: "a body that is not the API's shape", es: 'un cuerpo sin la forma de la API' }
              : { en: 'network error', es: 'error de red' };
      return {
        en: `The endpoint failed (${what.en}); the run ended cleanly. ${f.message}`,
        es: `El servidor falló (${what.es}); la ejecución terminó limpiamente. ${failureMessageEs(f.message)}`,
      };
    }
    case 'script_mismatch':
      return {
        en: `The scripted model was asked something its script was not written for: ${reason.detail}`,
        es: `Al modelo con guion se le preguntó algo para lo que no estaba escrito: ${reason.detail}`,
      };
    case 'interrupted':
      return { en: `Interrupted: ${reason.detail}`, es: `Interrumpida: ${failureMessageEs(reason.detail)}` };
    case 'tools_unreachable':
      return {
        en: `The run's tools could not be reached, so no request was sent: ${reason.message}`,
        es: `No se pudo llegar a las herramientas de la ejecución, así que no se envió ninguna petición: ${reason.message}`,
      };
    case 'crashed':
      return {
        en: `The loop crashed, as code without this guardrail does: ${reason.message}`,
        es: `El bucle se rompió, como le pasa al código sin esta barrera: ${reason.message}`,
      };
  }
}

// What the adapters (core/providers) say of a body without the API's shape, of an SDK that sent nothing, and of
// a local model interrupted mid-reply.
const FAILURE_MESSAGES: [RegExp, (part?: string) => string][] = [
  [/^the response has no "(.+)" list$/, (name = '') => `La respuesta no tiene la lista "${name}".`],
  [/^the response has no (.+)$/, (path = '') => `La respuesta no tiene ${path}.`],
  [/^the SDK sent no request$/, () => 'El SDK no envió ninguna petición.'],
  // The local model stopped by the Interrupt button (src/llm).
  [/^interrupted after (\d+) generated tokens$/, (n = '') => `tras ${n} tokens generados.`],
];

/**
 * An endpoint failure's message on a Spanish page: the adapters' own in Spanish; any other is the SDK's or the
 * provider's text (an HTTP error's body, a timeout), quoted as it came.
 */
function failureMessageEs(message: string): string {
  for (const [pattern, say] of FAILURE_MESSAGES) {
    const match = pattern.exec(message);
    if (match) return say(match[1]);
  }
  return `Mensaje del SDK: «${message}»`;
}

/** Short form for the table. */
export function endShort(reason: EndReason): Bilingual {
  switch (reason.kind) {
    case 'answered':
      return { en: 'answered', es: 'respondió' };
    case 'step_limit':
      return { en: 'step limit', es: 'límite de pasos' };
    case 'run_cap':
      return { en: "lab's ceiling", es: 'tope del laboratorio' };
    case 'token_limit':
      return { en: 'token limit', es: 'límite de tokens' };
    case 'endpoint_error':
      return { en: 'endpoint error', es: 'error del servidor' };
    case 'script_mismatch':
      return { en: 'script mismatch', es: 'guion desbordado' };
    case 'interrupted':
      return { en: 'interrupted', es: 'interrumpida' };
    case 'tools_unreachable':
      return { en: 'tools unreachable', es: 'herramientas inalcanzables' };
    case 'crashed':
      return { en: 'crashed', es: 'se rompió' };
  }
}

const RULE_NAMES: Record<ScriptRule | WhatIfRule, Bilingual> = {
  ask_prices: { en: 'ask for both prices', es: 'pedir los dos precios' },
  ask_calculator: { en: 'ask for the calculator', es: 'pedir la calculadora' },
  answer: { en: 'answer', es: 'responder' },
  ask_news: { en: 'search the news', es: 'buscar noticias' },
  ask_invented: { en: 'ask with invented arguments', es: 'pedir con argumentos inventados' },
  repeat_price: { en: 'repeat the price call', es: 'repetir la llamada a precio' },
  fail: { en: 'fail', es: 'fallar' },
  what_if_retry: { en: 'ask again for what failed (what-if)', es: 'volver a pedir lo que falló (y si)' },
  what_if_give_up: { en: 'give up without the data (what-if)', es: 'rendirse sin los datos (y si)' },
  what_if_answer: { en: 'answer with what it got (what-if)', es: 'responder con lo obtenido (y si)' },
};

/** The lesson's rules and a what-if's in plain words; any other script's rules (the companion labs') by their ids. */
export function ruleNames(rules: readonly string[]): Bilingual {
  const name = (rule: string): Bilingual => (RULE_NAMES as Partial<Record<string, Bilingual>>)[rule] ?? { en: rule, es: rule };
  return {
    en: rules.map((r) => name(r).en).join(', '),
    es: rules.map((r) => name(r).es).join(', '),
  };
}

export function scriptText(report: ScriptPlay): Bilingual {
  const played = ruleNames(report.played);
  switch (report.status) {
    case 'complete':
      return { en: `Script fully used: ${played.en}.`, es: `Guion usado entero: ${played.es}.` };
    case 'unfinished': {
      const missing = ruleNames(report.notPlayed);
      return {
        en: `Script not fully used: played ${played.en || 'nothing'}; never reached ${missing.en}.`,
        es: `Guion sin terminar: se jugó ${played.es || 'nada'}; nunca se llegó a ${missing.es}.`,
      };
    }
    case 'endless':
      return {
        en: `A script with no end: only a limit can stop it (${report.played.length} requests played).`,
        es: `Un guion sin final: solo un límite puede pararlo (${report.played.length} peticiones jugadas).`,
      };
    case 'unexpected':
      return {
        en: `The script was asked something unexpected: ${report.unexpected ?? ''}`,
        es: `Al guion se le pidió algo inesperado: ${report.unexpected ?? ''}`,
      };
  }
}
