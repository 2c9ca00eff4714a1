// The drawing of the loop in words, in both UI languages: each stage's name (a plan's own where it differs), who
// acts there, the gates' short labels and full names (a guardrail's from the guardrails' table), the edges' counts,
// and the sentence that says where a run stands (the diagram's text alternative, also shown under it).
import type { Bilingual } from '../../../core/i18n/index.ts';
import { capitalized, GLOSSARY } from '../glossary.ts';
import type { Lang } from '../i18n.svelte.ts';
import { guardrailById } from '../../../core/guardrails/index.ts';
import { ACTORS, LOOP_EDGES, type Actor, type LoopEdge, type LoopGate, type LoopKind, type LoopStage, type LoopState } from './loop-stages.ts';

const STAGE_NAMES: Record<LoopStage, Bilingual> = {
  question: { en: 'Question', es: 'Pregunta' },
  model: { en: 'Model', es: 'Modelo' },
  calls: { en: 'Tool calls', es: 'Llamadas' },
  checks: { en: capitalized(GLOSSARY.guardrail.plural.en), es: capitalized(GLOSSARY.guardrail.plural.es) },
  tool: { en: 'Tool', es: 'Herramienta' },
  observation: { en: 'Observation', es: 'Observación' },
  answer: { en: 'Answer', es: 'Respuesta' },
  verdict: { en: 'Verdict', es: 'Veredicto' },
};

/** A plan's names where its stages differ: the model writes parameters, the program validates them and builds a table. */
const PLAN_NAMES: Partial<Record<LoopStage, Bilingual>> = {
  calls: { en: 'Parameters', es: 'Parámetros' },
  checks: { en: 'Validation', es: 'Validación' },
  tool: { en: 'Tools', es: 'Herramientas' },
  observation: { en: 'Table', es: 'Tabla' },
};

const ACTOR_NAMES: Record<Actor, Bilingual> = {
  person: { en: 'user', es: 'usuario' },
  model: { en: 'model', es: 'modelo' },
  program: { en: 'program', es: 'programa' },
};

/** What happens at a stage, saying who does it. */
const DOING: Record<LoopKind, Record<LoopStage, Bilingual>> = {
  react: {
    question: { en: 'a person asks', es: 'una persona pregunta' },
    model: { en: 'the program sends the conversation and the model reads it', es: 'el programa envía la conversación y el modelo la lee' },
    calls: { en: 'the model asks for tools', es: 'el modelo pide herramientas' },
    checks: { en: 'the program checks the call', es: 'el programa revisa la llamada' },
    tool: { en: 'the program runs the tool and sends its result back', es: 'el programa ejecuta la herramienta y devuelve su resultado' },
    observation: { en: 'the program sends the error back to the model', es: 'el programa devuelve el error al modelo' },
    answer: { en: 'the model answers', es: 'el modelo responde' },
    verdict: { en: "the program's verifier checks the answer against the tools' results", es: 'el verificador del programa contrasta la respuesta con los resultados' },
  },
  plan: {
    question: { en: 'a person asks', es: 'una persona pregunta' },
    model: { en: 'the program asks the model', es: 'el programa pregunta al modelo' },
    calls: { en: 'the model fills in the parameters', es: 'el modelo rellena los parámetros' },
    checks: { en: 'the program validates the parameters', es: 'el programa valida los parámetros' },
    tool: { en: 'the program calls the tools and builds the table', es: 'el programa llama a las herramientas y arma la tabla' },
    observation: { en: 'the program hands the table to the model', es: 'el programa pasa la tabla al modelo' },
    answer: { en: 'the model writes the sentence', es: 'el modelo redacta la frase' },
    verdict: { en: "the program's verifier checks the sentence against the tools' results", es: 'el verificador del programa contrasta la frase con los resultados' },
  },
};

/** The verifier's gate (every other is a guardrail's, with its words in the guardrails' table). */
const VERIFIER_LABEL: Bilingual = { en: 'verifier', es: 'verificador' };

const EDGE_NAMES: Record<LoopKind, Record<LoopEdge, Bilingual>> = {
  react: {
    request: { en: 'requests sent', es: 'peticiones enviadas' },
    call: { en: 'calls asked for', es: 'llamadas pedidas' },
    run: { en: 'calls run', es: 'llamadas ejecutadas' },
    back: { en: 'results sent back', es: 'resultados devueltos' },
    answer: { en: 'answers', es: 'respuestas' },
    verify: { en: 'verdicts', es: 'veredictos' },
  },
  plan: {
    request: { en: 'model calls', es: 'llamadas al modelo' },
    call: { en: 'replies with parameters', es: 'respuestas con parámetros' },
    run: { en: "the program's tool calls", es: 'llamadas del programa' },
    back: { en: 'errors and tables sent back', es: 'errores y tablas devueltos' },
    answer: { en: 'answers', es: 'respuestas' },
    verify: { en: 'verdicts', es: 'veredictos' },
  },
};

const WORDS = {
  en: {
    title: (kind: LoopKind) => (kind === 'plan' ? 'Plan and execute, drawn on the agent loop' : 'The agent loop'),
    outline: (kind: LoopKind) =>
      kind === 'plan'
        ? 'The model fills in the parameters; the program validates them, calls the tools and hands the table to the model, which writes the answer; the verifier checks it.'
        : 'The model asks for tools; the program checks each call, runs it and sends the result back, round and round until the model answers; the verifier checks the answer.',
    held: (n: number) => `Held before request ${n}: the program waits to send it to the model.`,
    step: (n: number) => `Step ${n} · `,
    now: 'Now',
    bounced: 'Bounced off',
    stopped: 'the program stops the request before the model',
    off: 'off',
    absent: 'not in a plan',
    sofar: 'So far',
  },
  es: {
    title: (kind: LoopKind) => (kind === 'plan' ? 'Planificar y ejecutar, sobre el bucle del agente' : 'El bucle del agente'),
    outline: (kind: LoopKind) =>
      kind === 'plan'
        ? 'El modelo rellena los parámetros; el programa los valida, llama a las herramientas y pasa la tabla al modelo, que redacta la respuesta; el verificador la revisa.'
        : 'El modelo pide herramientas; el programa revisa cada llamada, la ejecuta y devuelve el resultado, vuelta tras vuelta hasta que el modelo responde; el verificador revisa la respuesta.',
    held: (n: number) => `En pausa antes de la petición ${n}: el programa espera para enviársela al modelo.`,
    step: (n: number) => `Paso ${n} · `,
    now: 'Ahora',
    bounced: 'Rebotó en',
    stopped: 'el programa detiene la petición antes del modelo',
    off: 'desactivada',
    absent: 'no existe en un plan',
    sofar: 'Hasta ahora',
  },
};

export const stageName = (kind: LoopKind, stage: LoopStage, lang: Lang): string => ((kind === 'plan' ? PLAN_NAMES[stage] : undefined) ?? STAGE_NAMES[stage])[lang];

export const actorName = (stage: LoopStage, lang: Lang): string => ACTOR_NAMES[ACTORS[stage]][lang];

export function gateLabel(gate: LoopGate, lang: Lang): string {
  if (gate === 'verifier') return VERIFIER_LABEL[lang];
  const own = guardrailById(gate)?.gate;
  return own && 'short' in own ? own.short[lang] : gate;
}

/** A gate's full name, as the guardrail switches call it (the verifier by its glossary term), and whether it is off. */
export function gateName(gate: LoopGate, state: LoopState, lang: Lang): string {
  const name = gate === 'verifier' ? capitalized(GLOSSARY.verifier[lang]) : (guardrailById(gate)?.words.label[lang] ?? gate);
  const how = state.gates[gate] ?? 'absent';
  return how === 'on' ? name : `${name} (${how === 'off' ? WORDS[lang].off : WORDS[lang].absent})`;
}

export const edgeName = (kind: LoopKind, edge: LoopEdge, lang: Lang): string => EDGE_NAMES[kind][edge][lang];

export const diagramTitle = (kind: LoopKind, lang: Lang): string => WORDS[lang].title(kind);

/** Where the run stands, in one sentence: the stage lit and who acts there, and the gate it bounced off. */
export function loopCaption(state: LoopState, lang: Lang): string {
  const w = WORDS[lang];
  if (state.held !== null) return w.held(state.held);
  if (state.stage === null) return w.outline(state.kind);
  const step = state.step === null ? '' : w.step(state.step);
  // A guardrail before the request stops it there.
  const stopped = state.stage === 'model' && state.rejected !== null && guardrailById(state.rejected)?.place === 'request';
  const doing = stopped ? w.stopped : DOING[state.kind][state.stage][lang];
  const bounced = state.rejected === null ? '' : ` ${w.bounced}: ${gateName(state.rejected, state, lang)}.`;
  return `${step}${w.now}: ${stageName(state.kind, state.stage, lang)} — ${doing}.${bounced}`;
}

/** The diagram's text alternative: its title, where the run stands, and what each edge has carried so far. */
export function loopLabel(state: LoopState, lang: Lang): string {
  const counts = state.counts;
  const sofar = counts === null ? '' : ` ${WORDS[lang].sofar}: ${LOOP_EDGES.map((e) => `${edgeName(state.kind, e, lang)} ${counts[e]}`).join(', ')}.`;
  return `${diagramTitle(state.kind, lang)}. ${loopCaption(state, lang)}${sofar}`;
}
