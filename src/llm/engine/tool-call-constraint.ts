// Constrained decoding as a logits processor: at every generated token it masks (-Infinity) the tokens that
// would leave the language of constrained/tool-call-grammar.ts, so the model can only write plain text or text
// followed by valid calls of the offered tools. Passed after the alternatives recorder (which so still records the
// model's own distribution) and before the seeded sampler (which so draws among the allowed tokens only). It never
// throws: a prefix already outside the language, or a state that dies, turns the mask off for the generation.
import { LogitsProcessor, type PreTrainedTokenizer, type Tensor } from '@huggingface/transformers';
import type { TemplateTool } from '../chat-template.ts';
import { advanceText, type GrammarState } from '../constrained/grammar-state.ts';
import { allowedTokens } from '../constrained/token-mask.ts';
import { toolCallGrammar } from '../constrained/tool-call-grammar.ts';
import type { ConstraintVocabulary } from '../constrained/vocabulary-index.ts';

export type { ConstraintVocabulary } from '../constrained/vocabulary-index.ts';

export interface ToolCallConstraintOptions {
  vocabulary: ConstraintVocabulary;
  tools: readonly TemplateTool[];
  /** Text already written in this turn before generation (a fork's forced tokens): the grammar starts after it. */
  prefix?: string;
}

/** One instance per generation: it follows that generation's tokens from its first call. */
export class ToolCallConstraint extends LogitsProcessor {
  /** Indices of the calls (generated tokens, 0-based) where the model's highest-scoring token was masked. */
  readonly masked: number[] = [];
  private readonly vocabulary: ConstraintVocabulary;
  /** Where the reply stands in the language; null once masking is off. */
  private state: GrammarState | null;
  private calls = 0;

  constructor({ vocabulary, tools, prefix = '' }: ToolCallConstraintOptions) {
    super();
    this.vocabulary = vocabulary;
    this.state = advanceText(toolCallGrammar(tools), prefix);
  }

  /** Scores of shape [batch, vocab] (the last position only); batch 1 here. */
  override _call(inputIds: bigint[][], logits: Tensor): Tensor {
    const call = this.calls++;
    // From the second call on, the last input id is the token chosen at the call before.
    if (call > 0 && this.state) {
      const chosen = Number(inputIds[0]!.at(-1));
      if (!this.vocabulary.endOfTurn.has(chosen)) this.state = advanceText(this.state, this.vocabulary.pieces[chosen] ?? '');
    }
    if (!this.state) return logits;

    const vocab = logits.dims.at(-1) ?? 0;
    const row = (logits.data as Float32Array).subarray(0, vocab);
    const allowed = allowedTokens(this.vocabulary, this.state);
    if (!allowed.includes(1)) return logits;
    if (!allowed[argmax(row)]) this.masked.push(call);
    for (let id = 0; id < vocab; id++) if (!allowed[id]) row[id] = -Infinity;
    return logits;
  }
}

/** The first highest score's index, as the greedy step picks it. */
function argmax(row: Float32Array): number {
  let best = 0;
  for (let i = 1; i < row.length; i++) if (row[i]! > row[best]!) best = i;
  return best;
}

/** Added tokens the grammar reads as text (the Hermes call and think markers); every other one is never allowed. */
const TEXT_TOKENS = new Set(['<tool_call>', '</tool_call>', '<think>', '</think>']);

/** A tokenizer's pieces and never-allowed ids, decoded once, and its vocabularies by end-of-turn set. */
interface Decoded {
  pieces: string[];
  special: Set<number>;
  byEndOfTurn: Map<string, ConstraintVocabulary>;
}

const decodedTokenizers = new WeakMap<PreTrainedTokenizer, Decoded>();

/**
 * The tokenizer's vocabulary for the constraint: each id decoded once, alone, special tokens kept. The same object
 * for the same tokenizer and end-of-turn ids, so the mask's index, kept per vocabulary, is built once too.
 */
export function constraintVocabulary(tokenizer: PreTrainedTokenizer, endOfTurn: ReadonlySet<number>): ConstraintVocabulary {
  let decoded = decodedTokenizers.get(tokenizer);
  if (!decoded) decodedTokenizers.set(tokenizer, (decoded = decode(tokenizer)));
  const key = [...endOfTurn].sort((a, b) => a - b).join(',');
  let vocabulary = decoded.byEndOfTurn.get(key);
  if (!vocabulary) {
    vocabulary = { pieces: decoded.pieces, endOfTurn: new Set(endOfTurn), special: decoded.special };
    decoded.byEndOfTurn.set(key, vocabulary);
  }
  return vocabulary;
}

function decode(tokenizer: PreTrainedTokenizer): Decoded {
  let size = 0;
  for (const id of tokenizer.get_vocab().values()) size = Math.max(size, id + 1);
  const pieces = Array.from({ length: size }, (_, id) => tokenizer.decode([id], { skip_special_tokens: false }));
  const added = (tokenizer._tokenizerJSON?.added_tokens ?? []) as { id: number; content: string }[];
  const special = new Set(added.filter((token) => !TEXT_TOKENS.has(token.content)).map((token) => token.id));
  return { pieces, special, byEndOfTurn: new Map() };
}
