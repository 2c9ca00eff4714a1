// The outcome strip's words in English and Spanish: each figure's name, the verdict, a plan's early stops, and what
// the run before was.
import type { UiLanguage } from '../../../core/i18n/index.ts';
import { pluralForm } from '../plural.ts';
import type { OutcomeWhat } from './outcome-items.ts';

export const OUTCOME_TEXT = {
  en: {
    region: 'Outcome of the run',
    names: { verdict: 'Verdict', end: 'Stopped by', steps: 'Steps', errors: 'Errors', tokens: 'Tokens sent' } satisfies Record<OutcomeWhat, string>,
    ok: 'OK',
    findings: (n: number) => `${n} ${pluralForm('en', n, { one: 'finding', other: 'findings' })}`,
    planStops: { extraction_failed: 'extraction failed', compute_failed: 'computation failed', model_failed: 'model failed' },
    was: (before: string) => `was ${before}`,
    unknown: 'unknown',
    running: 'Running…',
    failed: 'Could not run:',
    against: (title: string) => `Changes against the run before: ${title}`,
    first: 'The first run on this visit: the next one shows what changed.',
  },
  es: {
    region: 'Resultado de la ejecución',
    names: { verdict: 'Veredicto', end: 'Terminó por', steps: 'Pasos', errors: 'Errores', tokens: 'Tokens enviados' } satisfies Record<OutcomeWhat, string>,
    ok: 'OK',
    findings: (n: number) => `${n} ${pluralForm('es', n, { one: 'hallazgo', other: 'hallazgos' })}`,
    planStops: { extraction_failed: 'extracción fallida', compute_failed: 'cálculo fallido', model_failed: 'fallo del modelo' },
    was: (before: string) => `antes ${before}`,
    unknown: 'desconocidos',
    running: 'Ejecutando…',
    failed: 'No se pudo ejecutar:',
    against: (title: string) => `Cambios frente a la ejecución anterior: ${title}`,
    first: 'La primera ejecución de esta visita: la siguiente mostrará qué cambió.',
  },
} satisfies Record<UiLanguage, unknown>;
