// OpenAI Responses API through the `openai` SDK, for the simulator and the real API alike: calls are
// `function_call` output items with JSON-text arguments; the items go back into `input` as received, each call
// followed by its `function_call_output`. A plan stage's conversation (openAiResponsesChat) goes out on the same
// client: the system text as `instructions`, the turns as `input` messages, no token cap (a reasoning model's
// thinking counts against one, and a small cap would leave it no text to answer with).
import OpenAI from 'openai';
import { isRecord } from '../../json/json-value.ts';
import { sdkClientOptions, type AdapterOptions } from '../../providers/adapter-options.ts';
import type { ModelAdapter } from '../../providers/model-adapter.ts';
import { joinReplies } from '../../providers/plain-replies.ts';
import { tappedTurn, type ReadTurn } from '../../providers/tapped-turn.ts';
import { createWireTap } from '../../providers/wire-tap.ts';
import type { ChatShapeFactory } from '../chat-shape.ts';

export function openAiResponsesAdapter(options: AdapterOptions & { apiKey: string }): ModelAdapter {
  const tools = options.tools?.map((t) => ({
    type: 'function',
    name: t.name,
    description: t.description,
    parameters: t.parameters,
    strict: false,
  }));
  return {
    id: 'openai-responses',
    open(question) {
      const tap = createWireTap(options.fetch);
      const client = new OpenAI(sdkClientOptions(options, tap.fetch));
      const input: unknown[] = [{ role: 'user', content: question }];
      let lastOutput: unknown[] = [];
      return {
        send: (gate) =>
          tappedTurn(
            tap,
            gate,
            // Key order as built is the body's: {"model":…,"input":[…]}, as in the lesson.
            () => {
              const params = { model: options.model, ...(options.system ? { instructions: options.system } : {}), input, ...(tools ? { tools } : {}) } as OpenAI.Responses.ResponseCreateParamsNonStreaming;
              return options.stream ? completedResponse(client, params) : client.responses.create(params);
            },
            (response) => {
              const read = readResponse(response);
              if (typeof read === 'string') return read;
              lastOutput = read.output;
              return { calls: read.calls, text: read.text };
            },
          ),
        reply(results, asData) {
          // The output items go back exactly as received (the lesson's `model_dump` of each item).
          input.push(...lastOutput);
          if (asData) {
            for (const r of results) input.push({ type: 'function_call_output', call_id: r.call.id, output: r.text });
          } else {
            input.push({ role: 'user', content: joinReplies(results) });
          }
        },
      };
    },
  };
}

/** A streamed turn: the Response that `response.completed` carries, as the API sent it (undefined if none came). */
async function completedResponse(client: OpenAI, params: OpenAI.Responses.ResponseCreateParamsNonStreaming): Promise<unknown> {
  let completed: unknown;
  for await (const event of await client.responses.create({ ...params, stream: true })) {
    if (event.type === 'response.completed') completed = event.response;
  }
  return completed;
}

/** A plan stage's conversation: the system text as `instructions`, the turns as `input`; the reply's text. */
export const openAiResponsesChat: ChatShapeFactory = (options) => {
  const sdk = new OpenAI(sdkClientOptions({ ...options, profile: 'realistic', real: true }, options.fetch));
  return {
    request: (system, turns) => sdk.responses.create({ model: options.model, ...(system !== undefined ? { instructions: system } : {}), input: [...turns] }),
    read(response) {
      const read = readResponse(response);
      return typeof read === 'string' ? read : { calls: [], text: read.text };
    },
  };
};

/** A Response's calls and text, with its `output` items as received; or why the body is not a Response. */
function readResponse(response: unknown): (ReadTurn & { output: unknown[] }) | string {
  if (!isRecord(response) || !Array.isArray(response.output)) return 'the response has no "output" list';
  const items = response.output.filter(isRecord);
  const calls = items
    .filter((item) => item.type === 'function_call')
    .map((item) => ({ id: String(item.call_id), name: String(item.name), rawArgs: item.arguments }));
  const text = items
    .filter((item) => item.type === 'message')
    .flatMap((item) => (Array.isArray(item.content) ? item.content.filter(isRecord) : []))
    .filter((part) => part.type === 'output_text')
    .map((part) => String(part.text))
    .join('');
  return { calls, text, output: response.output };
}
