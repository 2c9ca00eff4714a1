// Bench section for constrained decoding, in Node: what the constraint adds to each generated token. On Qwen's real
// vocabulary (the fixture's tokenizer, 151,665 pieces): the one-time index (each id decoded, the pieces sorted into
// a trie) and the mask for each kind of state a lesson reply passes through (median of repeated masks). On the
// tiny model that drops a brace: its first step's tokens a second, free and constrained in turn from the same
// prompt (the model is near-instant, so the difference is the constraint's own cost a token, which a real model's
// ~130 ms a token on WASM, measured by `npm run bench -- local-scale`, pays on top).
import { advanceText } from '../../src/llm/constrained/grammar-state.ts';
import { allowedTokens } from '../../src/llm/constrained/token-mask.ts';
import { toolCallGrammar } from '../../src/llm/constrained/tool-call-grammar.ts';
import { templateTools } from '../../src/llm/chat-template.ts';
import { constraintVocabulary } from '../../src/llm/engine/tool-call-constraint.ts';
import { loadMarketData } from '../../src/core/data/load-market-data.ts';
import { LESSON_SYSTEM_PROMPT } from '../../src/core/labs/lesson-plans.ts';
import { BASIC_TOOLS, createLessonToolKit } from '../../src/core/tools/lesson-tools.ts';
import { nodeDataSource } from '../node-data-source.ts';
import { buildTinyModels } from '../tiny-model/build-tiny-models.ts';
import { TINY_QWEN2_MALFORMED_NAME } from '../tiny-model/tiny-models.ts';
import { loadTinyModel } from '../tiny-model/tiny-model-source.ts';
import type { BenchFigure, BenchSection } from './bench-section.ts';
import { formatMs, median, timeRunsInTurn } from './measure.ts';

const MASKS = 30;
const GENERATIONS = 7;

/** States a lesson reply passes through, by what the mask does there. */
const STATES: [label: string, text: string][] = [
  ['reply start (whitespace read)', ''],
  ['free text', 'El cierre de BUSI'],
  ["at the tool's name", '<tool_call>\n{"name": "'],
  ['inside a patterned string', '<tool_call>\n{"name": "precio", "arguments": {"ticker": "BU'],
  ['inside a free string', '<tool_call>\n{"name": "calculadora", "arguments": {"expresion": "1 + '],
];

async function benchDecoding(): Promise<BenchFigure[]> {
  buildTinyModels();
  const model = await loadTinyModel({ model: TINY_QWEN2_MALFORMED_NAME });
  try {
    const kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
    const tools = templateTools(kit, BASIC_TOOLS);
    const endOfTurn = new Set(model.tokenizer.encode('<|im_end|>', { add_special_tokens: false }));

    let started = performance.now();
    const vocabulary = constraintVocabulary(model.tokenizer, endOfTurn);
    const decodeMs = performance.now() - started;
    started = performance.now();
    allowedTokens(vocabulary, toolCallGrammar(tools));
    const indexMs = performance.now() - started;

    const figures: BenchFigure[] = [
      { label: 'vocabulary decoded once (Node)', value: `${formatMs(decodeMs)} for ${vocabulary.pieces.length.toLocaleString('en')} pieces` },
      { label: 'trie index built once (Node)', value: formatMs(indexMs) },
    ];
    for (const [label, text] of STATES) {
      const state = advanceText(toolCallGrammar(tools), text);
      if (!state) throw new Error(`the bench's state "${text}" is outside the language`);
      const times: number[] = [];
      let allowed = 0;
      for (let i = 0; i < MASKS; i++) {
        const t = performance.now();
        allowed = allowedTokens(vocabulary, state).reduce((n, a) => n + a, 0);
        times.push(performance.now() - t);
      }
      figures.push({ label: `mask: ${label} (Node)`, value: `${formatMs(median(times))} median, ${allowed.toLocaleString('en')} allowed` });
    }

    const prompt = model.render(
      [
        { role: 'system', content: LESSON_SYSTEM_PROMPT },
        { role: 'user', content: '¿Cuál fue el cierre de BUSI el 2024-03-15?' },
      ],
      tools,
    );
    let tokens = 0;
    const generate = (constrain: boolean) => async () => {
      const out = await model.generate(prompt, { kvReuse: false, ...(constrain ? { constrain: tools } : {}) });
      tokens = out.tokenIds.length;
    };
    const [free, constrained] = await timeRunsInTurn(GENERATIONS, [generate(false), generate(true)] as const);
    const perToken = (constrained.medianMs - free.medianMs) / tokens;
    figures.push(
      { label: 'tiny model, step 1 free (Node)', value: `${formatMs(free.medianMs)} for ${tokens} tokens` },
      { label: 'tiny model, step 1 constrained (Node)', value: `${formatMs(constrained.medianMs)}` },
      { label: "constraint's own cost a token (Node)", value: formatMs(perToken) },
    );
    return figures;
  } finally {
    await model.dispose();
  }
}

export const decodingBench: BenchSection = {
  title: `Constrained decoding in Node: the vocabulary's one-time index, a mask per kind of state on Qwen's vocabulary (median of ${MASKS}), and its cost a token on the tiny malformed-call model (median of ${GENERATIONS} generations, free and constrained in turn)`,
  run: benchDecoding,
};
