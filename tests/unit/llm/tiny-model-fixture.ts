// Where the tests find the tiny model, and loaders for it.
import { AutoTokenizer, type PreTrainedTokenizer } from '@huggingface/transformers';
import { fixtureSource } from '../../../scripts/tiny-model/tiny-model-source.ts';
import { useModelSource } from '../../../src/llm/engine/model-source.ts';

export { fixtureSource, loadTinyModel } from '../../../scripts/tiny-model/tiny-model-source.ts';

/** The fixture's tokenizer: Qwen2.5's vocabulary, added tokens and chat template. */
export function loadTinyTokenizer(): Promise<PreTrainedTokenizer> {
  useModelSource(fixtureSource);
  return AutoTokenizer.from_pretrained(fixtureSource.model);
}
