// Where the tests find the tiny model, and loaders for it.
import type { PreTrainedTokenizer } from '@huggingface/transformers';
import { fixtureSource } from '../../../scripts/tiny-model/tiny-model-source.ts';
import { useModelSource } from '../../../src/llm/engine/model-source.ts';
import { tokenizerOnce } from '../../../src/llm/engine/tokenizer-once.ts';
import { localModelGenerator } from '../../../src/llm/engine/in-process-generator.ts';
import type { LocalModel } from '../../../src/llm/engine/model-session.ts';
import type { LocalGenerator, TurnOptions } from '../../../src/llm/generator.ts';

export { fixtureSource, loadTinyModel } from '../../../scripts/tiny-model/tiny-model-source.ts';

/** The fixture's tokenizer: Qwen2.5's vocabulary, added tokens and chat template (built once per test worker, as a Load's is). */
export function loadTinyTokenizer(model: string = fixtureSource.model): Promise<PreTrainedTokenizer> {
  const source = { ...fixtureSource, model };
  useModelSource(source);
  return tokenizerOnce(source);
}

/** A loaded model's in-process generator that records each generation's options, in order. */
export function recordingGenerator(model: LocalModel): { generator: LocalGenerator; options: TurnOptions[] } {
  const inner = localModelGenerator(model);
  const options: TurnOptions[] = [];
  return { generator: { render: inner.render, generate: (prompt, turn) => (options.push(turn), inner.generate(prompt, turn)) }, options };
}
