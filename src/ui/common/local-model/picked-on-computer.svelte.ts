// Which model's files were picked on this computer and stored in this visit, shared by the views that read a Load's
// files before it (the model panel, #/local's summary): for that model and precision they ask nothing of the network
// (its sizes come from the cache) and the Load refuses to fetch a model file (model-source.ts fromThisComputer).
import type { LocalDtype } from '../../../llm/device-choice.ts';
import type { ModelSource } from '../../../llm/engine/model-source.ts';

const picked = $state<{ key: string | null }>({ key: null });

const keyOf = (setting: string, dtype: LocalDtype) => `${setting} ${dtype}`;

/** The files of `setting` at `dtype` were checked and stored from this computer. */
export function markPicked(setting: string, dtype: LocalDtype): void {
  picked.key = keyOf(setting, dtype);
}

/** The source as the views and the Load use it: flagged when its files were picked on this computer. */
export function pickedSource(source: ModelSource, setting: string, dtype: LocalDtype | undefined): ModelSource {
  return dtype !== undefined && picked.key === keyOf(setting, dtype) ? { ...source, fromThisComputer: true } : source;
}
