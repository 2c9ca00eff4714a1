// The guardrail switches as the controls name them, with what happens when each is off.
import type { ApprovalMode, Switches } from '../../core/agent/index.ts';
import type { Bilingual } from '../../core/i18n/index.ts';

export interface SwitchText {
  label: Bilingual;
  /** What a run shows with the switch off. */
  off: Bilingual;
}

/**
 * A switch turned off, in a few words, as a run's name says it ("bucle on OpenAI Responses API (no repeat
 * detection)"): the run's title, a compared column's settings, an exported file's label.
 */
export const SWITCH_OFF_WORDS: Record<keyof Switches, Bilingual> = {
  stepLimit: { en: 'no step limit', es: 'sin límite de pasos' },
  tokenLimit: { en: 'no token limit', es: 'sin límite de tokens' },
  repetition: { en: 'no repeat detection', es: 'sin detección de repeticiones' },
  allowlist: { en: 'no allowlist', es: 'sin lista permitida' },
  argsJson: { en: 'no JSON check', es: 'sin comprobación de JSON' },
  validation: { en: 'no schema validation', es: 'sin validación con el esquema' },
  outputCap: { en: 'no output cap', es: 'sin recorte de salida' },
  outputAsData: { en: 'output not as data', es: 'salida no pasada como datos' },
};

export const SWITCH_TEXTS: Record<keyof Switches, SwitchText> = {
  stepLimit: {
    label: { en: 'Step limit', es: 'Límite de pasos' },
    off: { en: 'Off: a loop runs until the lab’s own ceiling.', es: 'Sin él, un bucle sigue hasta el tope propio del laboratorio.' },
  },
  tokenLimit: {
    label: { en: 'Token limit', es: 'Límite de tokens' },
    off: { en: 'Off: nothing caps what a run sends.', es: 'Sin él, nada limita lo que envía una ejecución.' },
  },
  repetition: {
    label: { en: 'Repeated-call detection', es: 'Detección de llamadas repetidas' },
    off: { en: 'Off: the same call runs again every time.', es: 'Sin ella, la misma llamada se ejecuta cada vez.' },
  },
  allowlist: {
    label: { en: 'Only the offered tools (allowlist)', es: 'Solo las herramientas ofrecidas (lista permitida)' },
    off: { en: 'Off: any tool of the kit may run.', es: 'Sin ella, puede ejecutarse cualquier herramienta del kit.' },
  },
  argsJson: {
    label: { en: 'Arguments that are not JSON become an error', es: 'Argumentos que no son JSON pasan a ser un error' },
    off: { en: 'Off: JSON.parse throws and the loop dies, as naive code does.', es: 'Sin ello, JSON.parse lanza y el bucle muere, como el código ingenuo.' },
  },
  validation: {
    label: { en: 'Schema validation', es: 'Validación con el esquema' },
    off: { en: 'Off: arguments reach the tool unchecked.', es: 'Sin ella, los argumentos llegan a la herramienta sin revisar.' },
  },
  outputCap: {
    label: { en: 'Tool output capped', es: 'Salida de herramienta recortada' },
    off: { en: 'Off: an output of any size goes back whole.', es: 'Sin ello, una salida de cualquier tamaño vuelve entera.' },
  },
  outputAsData: {
    label: { en: 'Tool output passed as data', es: 'Salida de herramienta pasada como datos' },
    off: {
      en: 'Off: results go back as plain user text, where they read like instructions.',
      es: 'Sin ello, los resultados vuelven como texto del usuario, donde parecen instrucciones.',
    },
  },
};

/** The approval guardrail's select (core/agent/approval.ts): its label and its three settings. */
export const APPROVAL_TEXTS: { label: Bilingual; modes: Record<ApprovalMode, Bilingual>; note: Bilingual } = {
  label: { en: 'Approval', es: 'Aprobación' },
  modes: {
    off: { en: 'Off', es: 'No' },
    writes: { en: 'For tools that change state', es: 'Para herramientas que cambian el estado' },
    all: { en: 'For every tool', es: 'Para todas' },
  },
  note: {
    en: 'A call that needs approval pauses the run until you approve or deny it; a denial reaches the model as an error.',
    es: 'Una llamada que necesita aprobación pausa la ejecución hasta que la apruebes o la deniegues; una denegación le llega al modelo como un error.',
  },
};
