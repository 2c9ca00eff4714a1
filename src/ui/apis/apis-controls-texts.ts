// The words of #/apis's controls in English and Spanish: the run's pickers and buttons, the guardrails, and the
// folded settings of what goes over the wire.
import { capitalized, GLOSSARY } from '../common/glossary.ts';

export const APIS_CONTROLS_TEXT = {
  en: {
    run: 'Run',
    provider: 'Provider (API shape)',
    scenario: 'Scenario',
    runFirst: 'Run',
    runOne: 'Run again',
    runAll: 'Run all',
    runningAll: (n: number, of: number) => `Running ${n} of ${of}…`,
    runAllHint: 'every scenario on every provider, as a matrix of verdicts',
    clear: 'Clear the table',
    guardrails: capitalized(GLOSSARY.guardrail.plural.en),
    advanced: 'Advanced: what goes over the wire, streaming, the timeout',
    wire: 'What goes over the wire',
    profiles: { lesson: "The lesson's bytes", realistic: 'Realistic API bytes' },
    stream: 'Streamed answers (stream: true): each raw response shows its server-sent events',
    timeout: 'Request timeout (ms)',
  },
  es: {
    run: 'Ejecución',
    provider: 'Proveedor (forma de la API)',
    scenario: 'Escenario',
    runFirst: 'Ejecutar',
    runOne: 'Ejecutar otra vez',
    runAll: 'Ejecutar todo',
    runningAll: (n: number, of: number) => `Ejecutando ${n} de ${of}…`,
    runAllHint: 'cada escenario con cada proveedor, como una matriz de veredictos',
    clear: 'Vaciar la tabla',
    guardrails: capitalized(GLOSSARY.guardrail.plural.es),
    advanced: 'Avanzado: lo que viaja por la red, el streaming, el tiempo de espera',
    wire: 'Lo que viaja por la red',
    profiles: { lesson: 'Los bytes de la lección', realistic: 'Bytes realistas de la API' },
    stream: 'Respuestas en streaming (stream: true): cada respuesta en bruto muestra sus eventos server-sent',
    timeout: 'Tiempo límite por petición (ms)',
  },
};
