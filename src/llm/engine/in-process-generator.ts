// A LocalModel behind the LocalGenerator interface, in the same process (Node: the tests). The page's generator
// is the worker client instead (worker/client/model-worker-client.ts), whose worker holds its own LocalModel.
import type { LocalGenerator } from '../generator.ts';
import type { GenerateOptions } from './generation.ts';
import type { LocalModel } from './model-session.ts';

/** Streaming callbacks (onToken, onText) are passed to every generation. */
export function localModelGenerator(model: LocalModel, streaming: Pick<GenerateOptions, 'onToken' | 'onText'> = {}): LocalGenerator {
  return {
    render: async (messages, tools, options) => {
      const prompt = model.render(messages, tools, options);
      return { prompt, tokens: model.tokenize(prompt).length };
    },
    generate: async (prompt, options) => {
      const { text, stopReason, stats, alternatives, masked } = await model.generate(prompt, { ...options, ...streaming });
      return { text, stopReason, stats, ...(alternatives ? { alternatives } : {}), ...(masked ? { masked } : {}) };
    },
  };
}
