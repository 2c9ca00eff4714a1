// A LocalModel behind the LocalGenerator interface (Node tests, the bench, and the model worker).
import type { LocalGenerator } from './local-generator.ts';
import type { GenerateOptions, LocalModel } from './local-model.ts';

/** Streaming callbacks (onToken, onText) are passed to every generation. */
export function localModelGenerator(model: LocalModel, streaming: Pick<GenerateOptions, 'onToken' | 'onText'> = {}): LocalGenerator {
  return {
    render: async (messages, tools) => {
      const prompt = model.render(messages, tools);
      return { prompt, tokens: model.tokenize(prompt).length };
    },
    generate: async (prompt, options) => {
      const { text, stopReason, stats } = await model.generate(prompt, { ...options, ...streaming });
      return { text, stopReason, stats };
    },
  };
}
