// One asistente run: its kit with the caller's clock and Wikipedia (or the scenario's bundled, slowed or poisoned
// answers), and after the run the course's end-of-run line; when the cap stops a run, the best partial answer
// leads with the course's note.
import type { TextEvent, Trace } from '../../agent/trace.ts';
import type { OpenLabRun } from '../lab-definition.ts';
import { runMetric } from '../run-metric.ts';
import { createAsistenteKit } from './asistente-kit.ts';
import { ASISTENTE_CLOCK } from './asistente-questions.ts';
import { formatRunSummary, MAX_ITERATIONS_NOTE } from './run-summary.ts';
import { wikipediaFetch } from './wikipedia-variants.ts';
import { DEFAULT_WIKIPEDIA_TIMEOUT_MS } from './wikipedia-tool.ts';

/** The asistente's end-of-run texts (the calculator, clock and Wikipedia course). */
export interface AsistenteExtras {
  lab: 'asistente';
  /** `📊 Tools used: ['calculator', 'get_datetime', 'calculator'] | Iterations: 3` */
  runSummary: string;
  /** When the step limit (MAX_ITERATIONS) ended the run: the course's note, then the best the model had said. */
  partialAnswer?: string;
}

export const openAsistenteRun: OpenLabRun<AsistenteExtras> = (options, scenario) => {
  const timeoutMs = options.wikipediaTimeoutMs ?? DEFAULT_WIKIPEDIA_TIMEOUT_MS;
  const kit = createAsistenteKit({
    now: options.now ?? (() => new Date(ASISTENTE_CLOCK)),
    fetch: options.fetch ?? wikipediaFetch(scenario?.wikipedia ?? 'bundled', timeoutMs),
    timeoutMs,
  });
  return { kit, extras: asistenteExtras };
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
