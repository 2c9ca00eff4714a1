// The calculator, clock and Wikipedia agent (seed 003) as a lab: its kit with an injectable clock and
// Wikipedia, the course's iteration cap, and the end-of-run line; when the cap stops a run, the best partial
// answer leads with the course's note.
import type { TextEvent, Trace } from '../../agent/trace.ts';
import { createAsistenteKit } from '../asistente/asistente-kit.ts';
import { ASISTENTE_CLOCK } from '../asistente/asistente-questions.ts';
import { formatRunSummary, MAX_ITERATIONS_NOTE } from '../asistente/run-summary.ts';
import { DEFAULT_WIKIPEDIA_TIMEOUT_MS } from '../asistente/wikipedia-tool.ts';
import { labVerifier, type AsistenteExtras, type LabDefinition } from './lab-definition.ts';
import { runMetric } from './run-metric.ts';
import { wikipediaFetch } from './wikipedia-variants.ts';

/** The course's .env: MAX_ITERATIONS=8. */
const MAX_ITERATIONS = 8;

export const ASISTENTE_LAB: LabDefinition = {
  id: 'asistente',
  title: { en: 'Calculator, clock and Wikipedia', es: 'Calculadora, reloj y Wikipedia' },
  intro: {
    en:
      'The companion course\'s tool-calling agent: a registry of three tools (a safe calculator, the current time, ' +
      'Wikipedia summaries), an allowlist that refuses invented tool names, errors sent back as data, and an ' +
      'iteration cap that ends with the best partial answer. Every run ends with the course\'s line ' +
      '"Tools used: [...] | Iterations: N".',
    es:
      'El agente con herramientas del curso complementario: un registro de tres herramientas (una calculadora ' +
      'segura, la hora actual, resúmenes de Wikipedia), una lista de permitidas que rechaza nombres inventados, ' +
      'errores devueltos como datos y un tope de iteraciones que termina con la mejor respuesta parcial. Cada ' +
      'ejecución acaba con la línea del curso "Tools used: [...] | Iterations: N".',
  },
  tools: ['calculator', 'get_datetime', 'wikipedia_search'],
  limits: { maxSteps: MAX_ITERATIONS },
  verifier: labVerifier([{ name: 'calculator' }]),
  open(options, scenario) {
    const timeoutMs = options.wikipediaTimeoutMs ?? DEFAULT_WIKIPEDIA_TIMEOUT_MS;
    const kit = createAsistenteKit({
      now: options.now ?? (() => new Date(ASISTENTE_CLOCK)),
      fetch: options.fetch ?? wikipediaFetch(scenario?.wikipedia ?? 'bundled', timeoutMs),
      timeoutMs,
    });
    return { kit, extras: asistenteExtras };
  },
};

function asistenteExtras(trace: Trace): AsistenteExtras {
  const metric = runMetric(trace);
  const runSummary = formatRunSummary(metric.toolsUsed, metric.iterations, metric.hitMaxIterations);
  if (!metric.hitMaxIterations) return { lab: 'asistente', runSummary };
  return { lab: 'asistente', runSummary, partialAnswer: `${MAX_ITERATIONS_NOTE} ${bestSoFar(trace)}` };
}

/** What the model last said while calling tools; failing that, the results it had gathered. */
function bestSoFar(trace: Trace): string {
  const said = trace.events.filter((e): e is TextEvent => e.type === 'text').at(-1);
  if (said) return said.text;
  const known = trace.events.flatMap((e) => (e.type === 'result' && 'resultado' in e.output ? [`${e.name}: ${String(e.output.resultado)}`] : []));
  return known.length > 0 ? known.join('; ') : 'nothing is known yet.';
}
