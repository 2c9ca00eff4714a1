// Scripted plans for the simulated providers and the tests: an extractor and a writer per scenario, each a pure
// function of the conversation it receives. The extractors read the ticker and the ISO dates from the question;
// the writers read the table from their prompt.
import { scriptedModel, type ChatMessage, type ScriptedReply } from '../agent/plan/chat-model.ts';
import { EXTRACT_SYSTEM, WRITE_SYSTEM } from '../agent/plan/plan-prompts.ts';
import type { PlanBackend } from '../run/backend.ts';
import type { PlanModels } from '../agent/plan/plan-and-execute.ts';
import type { Bilingual } from '../i18n/bilingual.ts';

export const PLAN_SCRIPT_IDS = ['correcto', 'fecha_europea', 'json_no_valido', 'cifra_equivocada'] as const;

export type PlanScriptId = (typeof PLAN_SCRIPT_IDS)[number];

export interface PlanScript {
  id: PlanScriptId;
  gloss: Bilingual;
  extractor: ScriptedReply;
  writer: ScriptedReply;
}

/** What a scripted model says to a conversation it was not written for. */
export const UNEXPECTED_REPLY = '(guion: conversación inesperada)';

const ISO_DATE = /\d{4}-\d{2}-\d{2}/g;

function firstUserText(messages: readonly ChatMessage[]): string {
  return messages.find((m) => m.role === 'user')?.content ?? '';
}

/** True once the program has sent an error back (the conversation holds the first reply). */
function isRetry(messages: readonly ChatMessage[]): boolean {
  return messages.some((m) => m.role === 'assistant');
}

function paramsFrom(q: string): { ticker?: string; desde?: string; hasta?: string } {
  const [desde, hasta] = q.match(ISO_DATE) ?? [];
  return { ticker: /\b[A-Z]{4}\b/.exec(q)?.[0], desde, hasta };
}

const extractCorrectly: ScriptedReply = (messages) => JSON.stringify(paramsFrom(firstUserText(messages)));

const dayFirst = (iso: string | undefined) => iso?.split('-').reverse().join('/');

/** The table's rows, label → value, from the writer's prompt. */
function tableRows(messages: readonly ChatMessage[]): Map<string, string> {
  const rows = new Map<string, string>();
  for (const m of firstUserText(messages).matchAll(/^\| ([^|]+?) \| ([^|]+?) \|$/gm)) rows.set(m[1] ?? '', m[2] ?? '');
  return rows;
}

/** Writes the lesson's sentence with the percentage taken from `pctRow`. */
function writeFrom(pctRow: string): ScriptedReply {
  return (messages) => {
    const rows = tableRows(messages);
    const [ticker, pct, desde, hasta] = ['ticker', pctRow, 'sesión inicial', 'sesión final'].map((k) => rows.get(k)?.split(' ')[0]);
    if (!ticker || !pct || !desde || !hasta) return UNEXPECTED_REPLY;
    return `El cierre de ${ticker} varió un ${pct} % entre ${desde} y ${hasta}.`;
  };
}

const writeCorrectly = writeFrom('variación (%)');

export const PLAN_SCRIPTS: Record<PlanScriptId, PlanScript> = {
  correcto: {
    id: 'correcto',
    gloss: { en: 'correct: valid parameters, a faithful sentence', es: 'correcto: parámetros válidos, una frase fiel' },
    extractor: extractCorrectly,
    writer: writeCorrectly,
  },
  fecha_europea: {
    id: 'fecha_europea',
    gloss: {
      en: 'day-first dates: "15/03/2024" fails validation, the retry fixes it',
      es: 'fechas europeas: «15/03/2024» no pasa la validación y el reintento lo corrige',
    },
    extractor: (messages) => {
      if (isRetry(messages)) return extractCorrectly(messages);
      const p = paramsFrom(firstUserText(messages));
      return JSON.stringify({ ...p, desde: dayFirst(p.desde), hasta: dayFirst(p.hasta) });
    },
    writer: writeCorrectly,
  },
  json_no_valido: {
    id: 'json_no_valido',
    gloss: {
      en: 'invalid JSON (a Python dict with single quotes), fixed after the retry',
      es: 'JSON no válido (un dict de Python con comillas simples), corregido tras el reintento',
    },
    extractor: (messages) =>
      isRetry(messages) ? extractCorrectly(messages) : extractCorrectly(messages).replaceAll('"', "'"),
    writer: writeCorrectly,
  },
  cifra_equivocada: {
    id: 'cifra_equivocada',
    gloss: {
      en: 'wrong figure: the writer passes the final close off as the change; the verifier catches it',
      es: 'cifra equivocada: el redactor da el cierre final como variación; el verificador lo detecta',
    },
    extractor: extractCorrectly,
    writer: writeFrom('cierre final'),
  },
};

export function scriptedPlanModels(id: PlanScriptId): PlanModels {
  const script = PLAN_SCRIPTS[id];
  return { extractor: scriptedModel(script.extractor), writer: scriptedModel(script.writer) };
}

/** One policy for an endpoint that serves both stages: the system prompt says which stage is asking. */
export function scriptedPlanReply(id: PlanScriptId): ScriptedReply {
  const script = PLAN_SCRIPTS[id];
  return (messages) => {
    const system = messages[0]?.role === 'system' ? messages[0].content : '';
    if (system === EXTRACT_SYSTEM) return script.extractor(messages);
    if (system === WRITE_SYSTEM) return script.writer(messages);
    return UNEXPECTED_REPLY;
  };
}

/** A scripted plan as a backend: no wire and nothing to report besides the plan's stages. */
export function scriptedPlanBackend(id: PlanScriptId): PlanBackend<undefined> {
  return { connectPlan: () => ({ ...scriptedPlanModels(id), report: () => undefined }) };
}
