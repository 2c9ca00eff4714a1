// The words of Run all's matrix (RunAllMatrix.svelte) in English and Spanish: its caption, a chip's verdict and
// figures, and a chip's accessible name.
import { apiShape, PROVIDER_IDS, type ProviderId } from '../../core/shapes/index.ts';
import { pluralForm } from '../common/plural.ts';

/** A provider in a phone's chip, where the matrix has no room for column headings: its shape's short name. */
const SHORT_PROVIDER = Object.fromEntries(PROVIDER_IDS.map((id) => [id, apiShape(id).words.short])) as Record<ProviderId, string>;

export const RUN_ALL_TEXT = {
  en: {
    region: 'Every run, as a matrix',
    caption: 'Every scenario on every provider, under the settings above: each chip is a run\'s verdict. Press one to see its trace.',
    scenario: 'Scenario',
    running: 'running…',
    failed: 'could not run',
    noAnswer: (why: string) => `no answer (${why})`,
    shortProvider: SHORT_PROVIDER,
    findings: (n: number) => `${n} ${pluralForm('en', n, { one: 'finding', other: 'findings' })}`,
    figures: (steps: number, tokens: string | null) => `${steps} ${pluralForm('en', steps, { one: 'step', other: 'steps' })}${tokens === null ? '' : ` · ${tokens} tokens`}`,
    pair: (scenario: string, provider: string) => `${scenario} on ${provider}:`,
    table: "Every run's figures, as a table",
  },
  es: {
    region: 'Todas las ejecuciones, como matriz',
    caption: 'Cada escenario con cada proveedor, con los ajustes de arriba: cada casilla es el veredicto de una ejecución. Pulsa una para ver su traza.',
    scenario: 'Escenario',
    running: 'ejecutando…',
    failed: 'no se pudo ejecutar',
    noAnswer: (why: string) => `sin respuesta (${why})`,
    shortProvider: SHORT_PROVIDER,
    findings: (n: number) => `${n} ${pluralForm('es', n, { one: 'hallazgo', other: 'hallazgos' })}`,
    figures: (steps: number, tokens: string | null) => `${steps} ${pluralForm('es', steps, { one: 'paso', other: 'pasos' })}${tokens === null ? '' : ` · ${tokens} tokens`}`,
    pair: (scenario: string, provider: string) => `${scenario} en ${provider}:`,
    table: 'Las cifras de cada ejecución, en una tabla',
  },
};
