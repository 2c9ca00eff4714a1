// The real models' runs this tab made, by id: what a kept run or a fork's parent is read from (a real run is never
// played again from its recipe), and the backend each run and fork goes through, its key read from the key store
// at every request and its 429 waits shown live.
import type { Trace } from '../../../core/agent/index.ts';
import type { Bilingual } from '../../../core/i18n/index.ts';
import { realApiBackend, realPlanBackend as corePlanBackend, type RealApiBackendOptions, type RealApiReport, type RealPlanReport } from '../../../core/real/index.ts';
import { forkOf, type Fork, type PlanBackend, type ReactBackend } from '../../../core/run/index.ts';
import { tr } from '../i18n.svelte.ts';
import { realChoice } from './real-choice.svelte.ts';
import { keySlot, realKeys } from './real-keys.ts';
import type { RealRecipe } from './real-recipe.ts';
import { pageCounter } from '../../../token-worker/page-counter.ts';

const runs = new Map<string, unknown>();
let next = 0;

/**
 * Keeps a finished run's record and gives its id (unique across tabs, so a link's ids never name this tab's runs).
 * `rid`: the id it was kept under when shown early (before its counts came); the whole record takes its place.
 */
export function keepRealRun(record: unknown, rid?: string): string {
  next += 1;
  const id = rid ?? `${Date.now().toString(36)}${next}`;
  runs.set(id, record);
  return id;
}

export function realRunRecord<R>(rid: string | undefined): R | undefined {
  return rid === undefined ? undefined : (runs.get(rid) as R | undefined);
}

/**
 * The backend a real run goes through: the recipe's endpoint and model at the tab's base URL; `stream`: the SDK asks
 * for server-sent events (the trace's raw responses show them). A fork's parent comes with its plan.
 */
export function realBackend(real: RealRecipe, stream = false): ReactBackend<RealApiReport> {
  return realApiBackend({ ...tabConnection(real), jsonToolCalls: real.jsonToolCalls, countTokens: pageCounter, ...(stream ? { stream } : {}) });
}

/** The same, for plan and execute: the extractor and the writer asked of the recipe's model. */
export function realPlanBackend(real: RealRecipe): PlanBackend<RealPlanReport> {
  return corePlanBackend(tabConnection(real));
}

/** Where a recipe's requests go from this tab: its endpoint at the tab's base URL, the key store's key, the live 429 wait. */
function tabConnection(real: RealRecipe): Pick<RealApiBackendOptions, 'endpoint' | 'model' | 'key' | 'onWait'> {
  const slot = keySlot(real.endpoint);
  const sameEndpoint = realChoice.endpointId === real.endpoint.id;
  return {
    endpoint: { ...real.endpoint, baseUrl: sameEndpoint ? realChoice.baseUrl : real.endpoint.baseUrl },
    model: real.model,
    key: () => realKeys.get(slot),
    onWait: (wait) => (realChoice.wait = wait),
  };
}

/** Why a real run's recipe cannot be played here, in words; undefined when it can. */
export function realRunRefusal(real: RealRecipe, edits: number, parent: Trace | undefined): Bilingual | undefined {
  // A kept run is its record: shown as it is, nothing asked of the provider.
  if (edits === 0) return realRunRecord(real.rid) === undefined ? NOT_HERE : undefined;
  if (!parent) return NOT_HERE;
  if (!real.endpoint.local && realKeys.get(keySlot(real.endpoint)) === undefined) {
    return {
      en: `A fork of this run asks ${real.endpoint.label} for the steps after the edit: type your key under “Your own key” first.`,
      es: `Una bifurcación de esta ejecución pide a ${real.endpoint.label} los pasos tras la edición: escribe antes tu clave en «Tu propia clave».`,
    };
  }
  return undefined;
}

/**
 * A real recipe played as the workbench plays any: a kept run is this tab's record of it; a fork (edits and the
 * parent the workbench holds, else the recipe's kept record) answers the steps before the edit from its parent and
 * asks the provider from the edit on (`play`). Refused, in words, where the run cannot be had here without spending
 * the key on a link's say-so.
 */
export function playRealRecipe<R, E>(
  real: RealRecipe,
  edits: readonly E[],
  parent: R | undefined,
  runOf: (record: R) => { trace: Trace; report?: unknown },
  play: (fork: Fork<E, Trace> | undefined) => Promise<R>,
): Promise<R> {
  const kept = realRunRecord<R>(real.rid);
  const parentRecord = parent ?? kept;
  const parentRun = parentRecord === undefined ? undefined : runOf(parentRecord);
  const refusal = realRunRefusal(real, edits.length, parentRun?.trace);
  if (refusal) return Promise.reject(new Error(tr(refusal)));
  if (edits.length === 0 && kept) return Promise.resolve(kept);
  return play(forkOf(edits, parentRun).fork);
}

const NOT_HERE: Bilingual = {
  en: 'This run was made on a real model in another tab. A link does not run it again (it would spend your key and the model would answer otherwise): run the real model yourself under “Your own key”.',
  es: 'Esta ejecución se hizo con un modelo real en otra pestaña. Un enlace no la vuelve a ejecutar (gastaría tu clave y el modelo respondería de otra forma): ejecuta tú el modelo real en «Tu propia clave».',
};
