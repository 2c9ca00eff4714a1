// The constraint as a logits processor: what it masks in fabricated scores, what it records, how it follows the
// chosen tokens and a prefix, when it stops; then in transformers.js's generate() on the tiny lesson model.
import { AutoModelForCausalLM, LogitsProcessorList, Tensor, type PreTrainedModel } from '@huggingface/transformers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPrompt, templateTools } from '../../../../src/llm/chat-template.ts';
import { advanceText } from '../../../../src/llm/constrained/grammar-state.ts';
import { toolCallGrammar } from '../../../../src/llm/constrained/tool-call-grammar.ts';
import type { ConstraintVocabulary } from '../../../../src/llm/constrained/vocabulary-index.ts';
import { constraintVocabulary, ToolCallConstraint } from '../../../../src/llm/engine/tool-call-constraint.ts';
import { useModelSource } from '../../../../src/llm/engine/model-source.ts';
import { LESSON_REPLY_TEXTS, TINY_QWEN2_LESSON_NAME } from '../../../../scripts/tiny-model/tiny-models.ts';
import { BASICAS, lessonSchemaKit, SISTEMA, TAREA_VARIACION } from '../lesson-tool-schemas.ts';
import { fixtureSource, loadTinyTokenizer } from '../tiny-model-fixture.ts';

const TOOLS = templateTools(lessonSchemaKit, BASICAS);
const PIECES = ['<tool_call>', '\n', '{"', 'name', '":', ' "', 'precio', '{', 'Hola', ' ', '<|im_end|>', '<|im_start|>', 'cal'];
const id = (piece: string) => PIECES.indexOf(piece);
const VOCABULARY: ConstraintVocabulary = { pieces: PIECES, endOfTurn: new Set([id('<|im_end|>')]), special: new Set([id('<|im_start|>')]) };
/** The model's rows are wider than the tokenizer's vocabulary (Qwen2.5: 151,936 against 151,665). */
const WIDTH = PIECES.length + 2;

/** Scores of shape [1, WIDTH]: `top` highest, `second` next, the rest low. */
function scores(top: string, second = 'Hola'): Tensor {
  const row = new Float32Array(WIDTH).fill(-5);
  row[id(second)] = 1;
  row[id(top)] = 2;
  return new Tensor('float32', row, [1, WIDTH]);
}

const row = (logits: Tensor) => Array.from(logits.data as Float32Array);
const argmax = (values: number[]) => values.indexOf(Math.max(...values));
/** The ids a generation so far holds: a prompt, then the chosen tokens. */
const inputIds = (...pieces: string[]) => [[1n, 2n, ...pieces.map((p) => BigInt(id(p)))]];

describe('ToolCallConstraint on fabricated scores', () => {
  it('masks the highest-scoring invalid token and records the call; the greedy pick is then the best valid one', () => {
    const constraint = new ToolCallConstraint({ vocabulary: VOCABULARY, tools: TOOLS });
    const out = row(constraint._call(inputIds(), scores('{')));
    expect(out[id('{')]).toBe(-Infinity);
    expect(out[id('<|im_start|>')]).toBe(-Infinity);
    expect(out.slice(PIECES.length)).toEqual([-Infinity, -Infinity]); // ids past the vocabulary
    expect(argmax(out)).toBe(id('Hola'));
    expect(constraint.masked).toEqual([0]);
  });

  it('leaves a valid top choice alone and records nothing', () => {
    const constraint = new ToolCallConstraint({ vocabulary: VOCABULARY, tools: TOOLS });
    const logits = scores('<tool_call>');
    const out = row(constraint._call(inputIds(), logits));
    expect(out[id('<tool_call>')]).toBe(2);
    expect(out[id('Hola')]).toBe(1);
    expect(out[id('<|im_end|>')]).toBe(-5); // text may end
    expect(constraint.masked).toEqual([]);
  });

  it('follows the chosen tokens: after <tool_call> only `\\n`; records the call index where it masked', () => {
    const constraint = new ToolCallConstraint({ vocabulary: VOCABULARY, tools: TOOLS });
    constraint._call(inputIds(), scores('<tool_call>'));
    const out = row(constraint._call(inputIds('<tool_call>'), scores('<|im_end|>', '\n')));
    expect(out.filter((score) => score !== -Infinity)).toEqual([1]);
    expect(argmax(out)).toBe(id('\n'));
    expect(constraint.masked).toEqual([1]);
  });

  it('ties go to the lower id, as argmax does: masked only when that one is invalid', () => {
    const constraint = new ToolCallConstraint({ vocabulary: VOCABULARY, tools: TOOLS });
    const logits = new Tensor('float32', new Float32Array(WIDTH).fill(0), [1, WIDTH]);
    constraint._call(inputIds(), logits); // id 0, <tool_call>, is valid
    expect(constraint.masked).toEqual([]);
  });

  it('starts after a prefix: the tool names come next', () => {
    const constraint = new ToolCallConstraint({ vocabulary: VOCABULARY, tools: TOOLS, prefix: '<tool_call>\n{"name": "' });
    const out = row(constraint._call(inputIds(), scores('cal', 'Hola')));
    expect(PIECES.filter((_, i) => out[i] !== -Infinity).sort()).toEqual(['cal', 'precio']);
    expect(constraint.masked).toEqual([]);
  });

  it('a prefix outside the language turns masking off, and records nothing', () => {
    const constraint = new ToolCallConstraint({ vocabulary: VOCABULARY, tools: TOOLS, prefix: '{"name"' });
    const logits = scores('<|im_start|>');
    const before = row(logits);
    expect(row(constraint._call(inputIds(), logits))).toEqual(before);
    expect(constraint.masked).toEqual([]);
  });

  it('a chosen token outside the language (a sampler that ignored the mask) turns masking off', () => {
    const constraint = new ToolCallConstraint({ vocabulary: VOCABULARY, tools: TOOLS });
    constraint._call(inputIds(), scores('<tool_call>'));
    constraint._call(inputIds('<tool_call>'), scores('\n'));
    const logits = scores('Hola');
    const before = row(logits);
    expect(row(constraint._call(inputIds('<tool_call>', 'Hola'), logits))).toEqual(before);
    expect(constraint.masked).toEqual([]);
  });

  it('masks nothing when no token at all is allowed', () => {
    const constraint = new ToolCallConstraint({ vocabulary: VOCABULARY, tools: TOOLS, prefix: '<tool_call>\n{"name": "buscar_' });
    const logits = scores('Hola');
    const before = row(logits);
    expect(row(constraint._call(inputIds(), logits))).toEqual(before);
    expect(constraint.masked).toEqual([]);
  });
});

describe('ToolCallConstraint in generate() on the tiny lesson model', () => {
  let model: PreTrainedModel;
  let vocabulary: ConstraintVocabulary;
  let prompt: Tensor;
  beforeAll(async () => {
    const tokenizer = await loadTinyTokenizer();
    vocabulary = constraintVocabulary(tokenizer, new Set([151645]));
    useModelSource({ ...fixtureSource, model: TINY_QWEN2_LESSON_NAME });
    model = await AutoModelForCausalLM.from_pretrained(TINY_QWEN2_LESSON_NAME, { dtype: 'fp32' });
    const text = renderPrompt(tokenizer, [{ role: 'system', content: SISTEMA }, { role: 'user', content: TAREA_VARIACION }], TOOLS);
    const ids = tokenizer.encode(text, { add_special_tokens: false });
    prompt = new Tensor('int64', BigInt64Array.from(ids, BigInt), [1, ids.length]);
  });
  afterAll(async () => {
    await model.dispose();
  });

  /** The greedy reply's text with the constraint for `tools`, and the calls where it masked. */
  async function constrained(tools = TOOLS) {
    const constraint = new ToolCallConstraint({ vocabulary, tools });
    const list = new LogitsProcessorList();
    list.push(constraint);
    const output = (await model.generate({ input_ids: prompt, max_new_tokens: 80, do_sample: false, logits_processor: list })) as Tensor;
    const generated = Array.from(output.data as BigInt64Array, Number).slice(prompt.dims[1]);
    return { text: generated.map((token) => vocabulary.pieces[token]).join(''), masked: constraint.masked };
  }

  it('the lesson’s two valid calls come through untouched: nothing masked', async () => {
    const { text, masked } = await constrained();
    expect(text).toBe(LESSON_REPLY_TEXTS[0] + '<|im_end|>');
    expect(masked).toEqual([]);
  });

  it('offered only calculadora, the model’s `precio` is masked where the name starts, and the reply stays valid', async () => {
    const tools = templateTools(lessonSchemaKit, ['calculadora']);
    const { text, masked } = await constrained(tools);
    expect(text.startsWith('<tool_call>\n{"name": "calculadora", "arguments":')).toBe(true);
    expect(masked[0]).toBe(6); // after <tool_call>, \n, {", name, ":, ` "`
    expect(text.endsWith('</tool_call><|im_end|>')).toBe(true);
    expect(advanceText(toolCallGrammar(tools), text.slice(0, -'<|im_end|>'.length))?.canEnd).toBe(true);
  });
});
