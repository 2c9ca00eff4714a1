// A kept result's run played once more: its trace again (the seeded policy's runs and the labs' good scripts are
// the same again, so a reload loses none of them), or a fork of it with the student's edits, on the run's own
// backend, task and seed: the lesson's tasks through playEvalRun, a lab's questions through replayLabRun. A fork
// of a real model's run answers the steps before the edit from the trace it branches from; the local model's
// seeded sampling writes them again as they were.
import type { PlanTrace, Trace } from '../../core/agent/index.ts';
import { baseSeed, DESIGN_IDS, playEvalRun, type DesignId, type EvalResult } from '../../core/eval/index.ts';
import type { Bilingual } from '../../core/i18n/index.ts';
import { narrowFork, REACT_KIND, type Fork } from '../../core/run/index.ts';
import { createLessonToolKit } from '../../core/tools/index.ts';
import { tr } from '../common/i18n.svelte.ts';
import { DECODING_LABELS } from '../common/local-model/decoding-labels.ts';
import type { EvalEdit } from './cell-host.ts';
import { readLocalBackend } from './local-backend-id.ts';
import { evalBackends, labRunBackend, lessonTasks, replayLabRun, type BenchInputs } from './eval-plays.ts';

export interface PlayedRun {
  result: EvalResult;
  trace: Trace | PlanTrace;
}

/** Whether a run's trace can be had again without asking anybody's model: the policy's and the scripts' runs on the simulators. */
export const replayable = (result: EvalResult) => (result.suite === 'lesson' ? result.backend.startsWith('policy:') : result.backend.startsWith('scripted:'));

/**
 * The run of `result` played again, with `edits` (a fork) or without (its trace after a reload). Throws, in words,
 * when the run's backend is not in the page's set-up now (the local model not loaded, no key typed).
 */
export async function playResult(inputs: BenchInputs, result: EvalResult, fork?: Fork<EvalEdit, Trace | PlanTrace>): Promise<PlayedRun> {
  if (result.suite !== 'lesson') return playLabResult(inputs, result, fork);
  const design = DESIGN_IDS.find((d): d is DesignId => d === result.design);
  const task = lessonTasks(inputs).find((x) => x.id === result.taskId);
  const backend = evalBackends(inputs).find((b) => b.id === result.backend);
  if (result.suite !== 'lesson' || result.variant !== 'clean' || !design || !task) throw new Error(tr(NOT_IN_SETUP));
  if (!backend) throw new Error(tr(backendMissing(inputs, result.backend)));
  return playEvalRun({
    task,
    design,
    backend,
    run: result.run,
    kit: createLessonToolKit(inputs.data),
    seed: baseSeed(result),
    ...(fork ? { fork } : {}),
  });
}

async function playLabResult(inputs: BenchInputs, result: EvalResult, fork: Fork<EvalEdit, Trace | PlanTrace> | undefined): Promise<PlayedRun> {
  const played = await replayLabRun(inputs, result, narrowFork(fork, REACT_KIND));
  if (played) return played;
  throw new Error(tr(labRunBackend(inputs, result.backend) ? NOT_IN_SETUP : backendMissing(inputs, result.backend)));
}

const NOT_IN_SETUP: Bilingual = {
  en: 'This run’s task, suite or design is not in the bench’s set-up any more: set the bench up as it was to play it again.',
  es: 'La tarea, el conjunto o el diseño de esta ejecución ya no están en la configuración del banco: vuelve a configurarlo como estaba para jugarla de nuevo.',
};

function backendMissing(inputs: BenchInputs, id: string): Bilingual {
  const local = id.startsWith('local:') ? readLocalBackend(id.slice('local:'.length)) : undefined;
  // The model that played it is loaded, with its decoding unticked.
  if (local && local.model === inputs.local?.model) {
    const label = DECODING_LABELS[local.decoding];
    return { en: `Tick the decoding “${label.en}” for the local model: the fork runs with it.`, es: `Marca la decodificación «${label.es}» del modelo local: la bifurcación se ejecuta con ella.` };
  }
  if (id.startsWith('local:')) return { en: 'Load the local model on this page first: the fork runs on it.', es: 'Carga antes el modelo local en esta página: la bifurcación se ejecuta en él.' };
  if (id.startsWith('real:')) return { en: 'Type your key under “Your own key” first: the fork asks the real model for the steps after the edit.', es: 'Escribe antes tu clave en «Tu propia clave»: la bifurcación pide al modelo real los pasos tras la edición.' };
  return { en: `The backend ${id} is not ticked in the set-up: tick it to play this run.`, es: `El motor ${id} no está marcado en la configuración: márcalo para jugar esta ejecución.` };
}
