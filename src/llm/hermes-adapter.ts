// The local model as one more adapter of the shared agent loop. Its wire is text: the request is the prompt
// rendered by the model's own chat template (tools as JSON Schemas in the system message), the calls are the
// `<tool_call>` blocks of the generated text, and the results go back as `tool` messages, as in the lesson's
// `agente_local`. The generation function is injected: LocalModel in Node, the worker client in the page.
// The decoding (decoding.ts) says how a reply becomes calls: free, the strict parser; constrained, the same parser
// over a generation only a valid call or plain text can come out of; lenient, a parser that also reads the formats
// small models drift into, each call read that way marked with its format. Under free or constrained decoding, an
// answer holding a call in such a format is marked too: a format failure, for the eval's labels.
import type { AdapterSession, AskedCall, CallReply, ModelAdapter, TurnResult, WireExchange } from '../core/providers/model-adapter.ts';
import type { ChatMessage, TemplateTool } from './chat-template.ts';
import { parseHermes } from './hermes-parser.ts';
import { driftedFormats, parseLenient, type LenientCall } from './lenient-parser.ts';
import type { DecodingMode } from './decoding.ts';
import type { GeneratedTurn, LocalGenerator, TurnOptions } from './generator.ts';
import { withoutAsciiEscapes } from './tool-message-text.ts';
import { errorMessage } from '../core/errors/error-message.ts';

/** What one step of the local model did, beside the trace's request event (same order, one per generation). */
export interface LocalStep {
  /** The exact prompt text. */
  prompt: string;
  inputTokens: number;
  turn: GeneratedTurn;
}

export interface HermesAdapterOptions extends TurnOptions {
  generator: LocalGenerator;
  /** The model's name, for the exchange's URL (`local:onnx-community/Qwen2.5-0.5B-Instruct`). */
  model: string;
  /** The system prompt, before the tools the chat template writes. */
  system: string;
  /** The offered tools in the template's function format, in the order the model reads them. */
  tools: readonly TemplateTool[];
  /** The template's enable_thinking (Qwen3); default off. The think block is parsed apart from the calls. */
  thinking?: boolean;
  /** Default free, the lesson's. */
  decoding?: DecodingMode;
  onStep?: (step: LocalStep) => void;
}

/** The adapter's id in traces. */
export const HERMES_ADAPTER_ID = 'local-hermes';

/**
 * @example runAgent({ adapter: hermesAdapter({ generator: localModelGenerator(model), model, system, tools,
 *   maxNewTokens: 80, kvReuse: true }), … })
 */
export function hermesAdapter(options: HermesAdapterOptions): ModelAdapter {
  return {
    id: HERMES_ADAPTER_ID,
    open: (question) => openSession(options, question),
  };
}

/** A run's first conversation: the system prompt (the template adds the tools to it), then the question. */
export function openingMessages(system: string, question: string): ChatMessage[] {
  return [
    { role: 'system', content: system },
    { role: 'user', content: question },
  ];
}

function openSession(options: HermesAdapterOptions, question: string): AdapterSession {
  const { generator, tools } = options;
  const decoding = options.decoding ?? 'free';
  const names = tools.map((t) => t.function.name);
  const messages = openingMessages(options.system, question);
  let lastReply = '';
  let callCount = 0;
  const nextId = () => `tool_call_${++callCount}`;

  return {
    async send(gate): Promise<TurnResult> {
      const url = `local:${options.model}`;
      let rendered;
      try {
        rendered = await generator.render(messages, tools, { thinking: options.thinking ?? false });
      } catch (error) {
        return { ok: false, failure: { kind: 'network', message: `the model could not render the prompt: ${errorMessage(error)}` } };
      }
      const exchange: WireExchange = { url, requestBody: rendered.prompt };
      const blocked = await gate(rendered.prompt, rendered.tokens);
      if (blocked !== null) return { ok: false, failure: { kind: 'blocked', message: blocked }, exchange: { ...exchange, blocked } };

      let turn: GeneratedTurn;
      try {
        turn = await generator.generate(rendered.prompt, { ...turnOptions(options), ...(decoding === 'constrained' ? { constrain: tools } : {}) });
      } catch (error) {
        return { ok: false, failure: { kind: 'network', message: `the model failed: ${errorMessage(error)}` }, exchange };
      }
      exchange.responseBody = turn.text;
      options.onStep?.({ prompt: rendered.prompt, inputTokens: rendered.tokens, turn });
      // A stopped generation is not a reply: the run ends (the runner names it `interrupted`).
      if (turn.stopReason === 'interrupted') {
        const n = turn.stats.generatedTokens;
        return { ok: false, failure: { kind: 'bad_response', message: `interrupted after ${n} generated tokens` }, exchange };
      }

      // As the lesson: the decoded reply, stripped, is both the answer and the assistant message sent back.
      lastReply = turn.text.trim();
      // The text is what the model wrote around its <tool_call> blocks (the whole reply when there are none), its
      // <think> block left out; the assistant message keeps it, and Qwen3's template drops it where it should.
      if (decoding === 'lenient') {
        const { calls, text } = parseLenient(lastReply, names);
        return { ok: true, calls: calls.map((c) => askedCall(c, nextId())), text, exchange };
      }
      const { calls, text } = parseHermes(lastReply);
      const drifted = calls.length === 0 ? driftedFormats(lastReply, names) : [];
      return { ok: true, calls: calls.map((c) => askedCall(c, nextId())), text, exchange, ...(drifted.length > 0 ? { drifted } : {}) };
    },

    reply(results: readonly CallReply[], asData: boolean) {
      messages.push({ role: 'assistant', content: lastReply });
      const texts = results.map((r) => withoutAsciiEscapes(r.text));
      if (asData) for (const content of texts) messages.push({ role: 'tool', content });
      else messages.push({ role: 'user', content: texts.join('\n') });
    },
  };
}

/** The generation options of every turn; alternatives only when asked for. */
export function turnOptions(options: TurnOptions): TurnOptions {
  const { maxNewTokens, kvReuse, alternatives } = options;
  return { maxNewTokens, kvReuse, ...(alternatives ? { alternatives } : {}) };
}

/**
 * A parsed block as the loop's call. As in the lesson's loop, a block that is not a JSON object with a name is
 * answered "llamada con JSON no válido"; arguments that are not an object go on to validation, which refuses them.
 */
function askedCall(call: LenientCall, id: string): AskedCall {
  if (call.ok) return { id, name: call.name, rawArgs: call.arguments, ...(call.format ? { recovered: call.format } : {}) };
  if (call.reason === 'invalid_arguments') {
    const value = JSON.parse(call.raw) as { name: string; arguments: unknown };
    return { id, name: value.name, rawArgs: value.arguments };
  }
  return { id, name: '', rawArgs: call.raw, unreadable: { message: call.error, detail: call.detail } };
}
