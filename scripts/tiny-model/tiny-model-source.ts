// Where Node code (the unit tests, the bench) loads the tiny Qwen2 fixture from, and its loader.
import { LocalModel, type LocalModelOptions } from '../../src/llm/engine/model-session.ts';
import { FIXTURE_MODELS_DIR } from './build-tiny-models.ts';
import { TINY_QWEN2_NAME } from './tiny-models.ts';

export const fixtureSource = { model: TINY_QWEN2_NAME, localModelPath: `${FIXTURE_MODELS_DIR}/` } as const;

/** fp32 unless told otherwise: every ONNX variant of the fixture holds the same fp32 graph. */
export function loadTinyModel(options: Partial<LocalModelOptions> = {}): Promise<LocalModel> {
  return LocalModel.load({ ...fixtureSource, dtype: 'fp32', ...options });
}
