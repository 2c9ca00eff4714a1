// Where the tests find the tiny model, and loaders for it.
import { AutoTokenizer, type PreTrainedTokenizer } from '@huggingface/transformers';
import { FIXTURE_MODELS_DIR } from '../../../scripts/tiny-model/build-tiny-models.ts';
import { TINY_QWEN2_NAME } from '../../../scripts/tiny-model/tiny-models.ts';
import { LocalModel, type LocalModelOptions } from '../../../src/llm/local-model.ts';
import { useModelSource } from '../../../src/llm/model-source.ts';

export const fixtureSource = { model: TINY_QWEN2_NAME, localModelPath: `${FIXTURE_MODELS_DIR}/` } as const;

export function loadTinyModel(options: Partial<LocalModelOptions> = {}): Promise<LocalModel> {
  return LocalModel.load({ ...fixtureSource, dtype: 'fp32', ...options });
}

/** The fixture's tokenizer: Qwen2.5's vocabulary, added tokens and chat template. */
export function loadTinyTokenizer(): Promise<PreTrainedTokenizer> {
  useModelSource(fixtureSource);
  return AutoTokenizer.from_pretrained(fixtureSource.model);
}
