// The token mask: which ids may come next from a grammar state, on a hand-made vocabulary and on Qwen2.5's real
// one, checked against the plain definition (read each piece from the state) whichever way the mask took.
import type { PreTrainedTokenizer } from '@huggingface/transformers';
import { beforeAll, describe, expect, it } from 'vitest';
import { templateTools } from '../../../../src/llm/chat-template.ts';
import { advanceText, type GrammarState } from '../../../../src/llm/constrained/grammar-state.ts';
import { allowedTokens } from '../../../../src/llm/constrained/token-mask.ts';
import { toolCallGrammar } from '../../../../src/llm/constrained/tool-call-grammar.ts';
import type { ConstraintVocabulary } from '../../../../src/llm/constrained/vocabulary-index.ts';
import { constraintVocabulary } from '../../../../src/llm/engine/tool-call-constraint.ts';
import { BASICAS, lessonSchemaKit } from '../lesson-tool-schemas.ts';
import { loadTinyTokenizer } from '../tiny-model-fixture.ts';

const START = toolCallGrammar(templateTools(lessonSchemaKit, BASICAS));

/** Prefixes of the lesson's reply that put the grammar in each of its kinds of state. */
const REPLIES = [
  '', // the start: no `{` first
  'Hola', // free text
  'Hola <tool', // a `<tool_call>` begun
  '<think>\n', // a think block
  '<tool_call>\n{"name": "', // a tool's name
  '<tool_call>\n{"name": "precio", "arguments": {"ticker": "BU', // a pattern
  '<tool_call>\n{"name": "calculadora", "arguments": {"expresion": "1 + ', // a free string
  '<tool_call>\n{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "2024-03-15"}}\n</tool_call>', // the end
];

/** The mask by its definition: an ordinary piece is allowed when the grammar can read it from the state. */
function expectedMask(vocabulary: ConstraintVocabulary, state: GrammarState): number[] {
  return vocabulary.pieces.map((piece, id) => {
    if (vocabulary.endOfTurn.has(id)) return state.canEnd ? 1 : 0;
    if (vocabulary.special.has(id) || piece === '') return 0;
    return advanceText(state, piece) ? 1 : 0;
  });
}

const stateAfter = (reply: string) => advanceText(START, reply)!;
const idsOf = (mask: Uint8Array) => [...mask.keys()].filter((id) => mask[id]);

describe('a hand-made vocabulary', () => {
  const pieces = ['<tool_call>', '\n', '{"', 'name', '":', ' "', 'pre', 'cio', 'precio', '",', ' {', '{', 'Hola', ' ', '<', 'tool', '_call', '>', 'BU', 'SI', 'bu', '"}}', '<|im_end|>', '<|im_start|>', '', '\uFFFD', '1', ' +', '\\"'];
  const vocabulary: ConstraintVocabulary = { pieces, endOfTurn: new Set([22]), special: new Set([23]) };

  it.each(REPLIES)('after %j the mask is the set of pieces the grammar can read', (reply) => {
    expect([...allowedTokens(vocabulary, stateAfter(reply))]).toEqual(expectedMask(vocabulary, stateAfter(reply)));
  });

  it('at the start: no `{`, no special token, no empty piece; end of turn allowed', () => {
    const allowed = allowedTokens(vocabulary, START);
    expect(allowed[pieces.indexOf('{')]).toBe(0);
    expect(allowed[pieces.indexOf(' {')]).toBe(0);
    expect(allowed[pieces.indexOf('<|im_start|>')]).toBe(0);
    expect(allowed[pieces.indexOf('')]).toBe(0);
    expect(allowed[pieces.indexOf('<|im_end|>')]).toBe(1);
    expect(allowed[pieces.indexOf('<tool_call>')]).toBe(1);
    expect(allowed[pieces.indexOf('\uFFFD')]).toBe(1);
  });

  it('for a tool’s name, only its starts; inside a call, no end of turn; U+FFFD only inside strings', () => {
    const allowed = idsOf(allowedTokens(vocabulary, stateAfter(REPLIES[4]!))).map((id) => pieces[id]);
    expect(allowed.sort()).toEqual(['bu', 'pre', 'precio']); // buscar_noticias, precio
    const inString = allowedTokens(vocabulary, stateAfter(REPLIES[6]!));
    expect(inString[pieces.indexOf('\uFFFD')]).toBe(1);
    expect(inString[pieces.indexOf('<|im_end|>')]).toBe(0);
  });
});

describe('Qwen2.5’s vocabulary (the tiny fixture’s tokenizer)', () => {
  let tokenizer: PreTrainedTokenizer;
  let vocabulary: ConstraintVocabulary;
  beforeAll(async () => {
    tokenizer = await loadTinyTokenizer();
    vocabulary = constraintVocabulary(tokenizer, new Set([151645]));
  });

  it('decodes every id once, keeps <tool_call> as text, never allows the other added tokens; cached', () => {
    expect(vocabulary.pieces).toHaveLength(151665);
    expect(vocabulary.pieces[151657]).toBe('<tool_call>');
    expect(vocabulary.special.has(151657)).toBe(false);
    expect(vocabulary.special.has(151644)).toBe(true); // <|im_start|>
    expect(constraintVocabulary(tokenizer, new Set([151645]))).toBe(vocabulary);
  });

  it('after `<tool_call>\\n{"name": "` every allowed token keeps a valid prefix, and the `precio` tokens are in', () => {
    const state = stateAfter(REPLIES[4]!);
    const allowed = idsOf(allowedTokens(vocabulary, state));
    expect(allowed.length).toBeGreaterThan(0);
    for (const id of allowed) expect(advanceText(state, vocabulary.pieces[id]!), vocabulary.pieces[id]).not.toBeNull();
    const precio = vocabulary.pieces.flatMap((piece, id) => (piece.length > 0 && 'precio",'.startsWith(piece) ? [id] : []));
    expect(precio.length).toBeGreaterThan(0);
    for (const id of precio) expect(allowed).toContain(id);
  });

  it.each(REPLIES)('after %j the mask equals the definition on all 151,665 pieces', (reply) => {
    const state = stateAfter(reply);
    expect([...allowedTokens(vocabulary, state)]).toEqual(expectedMask(vocabulary, state));
  });
});
