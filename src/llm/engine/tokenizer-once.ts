// A model's tokenizer, built once per worker (or Node process) and source. Building Qwen's tokenizer (151,643
// tokens and as many merges, into maps) takes a second or more of a core on a school laptop, and the same model
// loaded again in the same worker (at another precision; the prompt view's worker going back to a model; every Load
// of a Node process: the tests, the bench) read the same tokenizer.json again. A built tokenizer holds nothing a run
// changes (its BPE cache only remembers answers), so the next Load of the same source takes it as it is. Files picked
// on this computer are read afresh every time: another folder may be picked under the same name. Only a tokenizer
// that loaded is kept; a Cancel or a crash ends the worker, and the tokenizer with it.
import { AutoTokenizer, type PreTrainedTokenizer } from '@huggingface/transformers';
import type { ModelSource } from './model-source.ts';

type LoadOptions = NonNullable<Parameters<typeof AutoTokenizer.from_pretrained>[1]>;

const built = new Map<string, PreTrainedTokenizer>();

/** `source`'s tokenizer (transformers.js's `env` already set for it: see useModelSource). */
export async function tokenizerOnce(source: ModelSource, options: LoadOptions = {}): Promise<PreTrainedTokenizer> {
  const key = source.fromThisComputer ? undefined : `${source.localModelPath ?? 'hub:'}${source.model}`;
  const kept = key === undefined ? undefined : built.get(key);
  if (kept) return kept;
  const tokenizer = await AutoTokenizer.from_pretrained(source.model, options);
  if (key !== undefined) built.set(key, tokenizer);
  return tokenizer;
}
