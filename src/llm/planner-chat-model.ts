// The planner's ChatModel over a local model: the conversation rendered by the model's chat template without
// tools, one greedy turn. An interrupted turn is a failure, so the plan ends with `model_failed`.
import type { ChatModel } from '../core/agent/plan/chat-model.ts';
import { turnOptions, type LocalStep } from './hermes-adapter.ts';
import type { LocalGenerator, TurnOptions } from './generator.ts';
import { splitThinking } from './hermes-parser.ts';

export interface LocalChatModelOptions extends TurnOptions {
  generator: LocalGenerator;
  /** The template's enable_thinking (Qwen3); the stage gets the reply without its think block. */
  thinking?: boolean;
  /** Each generation, in order (the plan's stages show their tokens and timings). */
  onStep?: (step: LocalStep) => void;
}

export function localChatModel(options: LocalChatModelOptions): ChatModel {
  return {
    async complete(messages) {
      const { prompt, tokens } = await options.generator.render(messages, [], { thinking: options.thinking ?? false });
      const turn = await options.generator.generate(prompt, turnOptions(options));
      options.onStep?.({ prompt, inputTokens: tokens, turn });
      if (turn.stopReason === 'interrupted') throw new Error(`interrupted after ${turn.stats.generatedTokens} generated tokens`);
      return splitThinking(turn.text).reply;
    },
  };
}
