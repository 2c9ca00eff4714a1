// Gemini generateContent through `@google/genai`, for the simulator and the real API alike: calls are
// `functionCall` parts (arguments already an object, usually no id); the model's content goes back, then ONE user
// content with a `functionResponse` part per call. The SDK rebuilds request objects in its own key order, so the
// body's bytes are its choice, not ours. A plan stage's conversation (geminiChat) goes out on a client built the
// same way (v1beta, one attempt, the run's timeout, the given fetch): the system text as `systemInstruction`, the
// turns as contents with the roles `user` and `model`. Thought parts are never the reply.
import { GoogleGenAI, type Content, type FunctionDeclaration, type GenerateContentResponse, type Part } from '@google/genai';
import { asArray, isRecord } from '../../json/json-value.ts';
import { simHeaders, type AdapterOptions } from '../../providers/adapter-options.ts';
import type { AskedCall, CallReply, ModelAdapter } from '../../providers/model-adapter.ts';
import { joinReplies } from '../../providers/plain-replies.ts';
import { tappedTurn } from '../../providers/tapped-turn.ts';
import { createWireTap } from '../../providers/wire-tap.ts';
import type { ChatShapeFactory } from '../chat-shape.ts';

export function geminiAdapter(options: AdapterOptions & { apiKey: string }): ModelAdapter {
  const functionDeclarations: FunctionDeclaration[] | undefined = options.tools?.map((t) => ({
    name: t.name,
    description: t.description,
    parametersJsonSchema: t.parameters,
  }));
  return {
    id: 'gemini',
    open(question) {
      const tap = createWireTap(options.fetch);
      const client = new GoogleGenAI({
        apiKey: options.apiKey,
        httpOptions: {
          baseUrl: options.baseUrl,
          apiVersion: 'v1beta',
          timeout: options.timeoutMs,
          headers: simHeaders(options),
          retryOptions: { attempts: 1 },
          fetch: tap.fetch,
        },
      });
      const contents: Content[] = [{ role: 'user', parts: [{ text: question }] }];
      let lastContent: Content | undefined;
      let callsSoFar = 0;
      /** Calls of the last turn whose ids the API did not give (the lab numbers them for its trace only). */
      let givenIds = new Set<string>();
      return {
        send: (gate) =>
          tappedTurn(
            tap,
            gate,
            () => {
              const config = {
                ...(options.system ? { systemInstruction: options.system } : {}),
                ...(functionDeclarations ? { tools: [{ functionDeclarations }] } : {}),
              };
              const params = { model: options.model, contents, ...(Object.keys(config).length > 0 ? { config } : {}) };
              return options.stream ? streamedContent(client.models.generateContentStream(params)) : client.models.generateContent(params);
            },
            (response) => {
              const content = firstContent(response);
              if (typeof content === 'string') return content;
              lastContent = content as Content;
              givenIds = new Set();
              const parts = content.parts.filter(isRecord);
              const calls: AskedCall[] = parts
                .map((part) => part.functionCall)
                .filter(isRecord)
                .map((fc) => {
                  callsSoFar += 1;
                  if (typeof fc.id === 'string') givenIds.add(fc.id);
                  const id = typeof fc.id === 'string' ? fc.id : `gemini_call_${callsSoFar}`;
                  return { id, name: String(fc.name), rawArgs: fc.args ?? {} };
                });
              return { calls, text: replyText(parts) };
            },
          ),
        reply(results, asData) {
          if (lastContent) contents.push(lastContent);
          contents.push({
            role: 'user',
            parts: asData
              ? results.map((r) => ({ functionResponse: functionResponse(r, givenIds) }))
              : [{ text: joinReplies(results) }],
          });
        },
      };
    },
  };
}

/** A plan stage's conversation: the system text as `systemInstruction`, the turns as contents; the reply's text. */
export const geminiChat: ChatShapeFactory = (options) => {
  const sdk = new GoogleGenAI({
    apiKey: options.apiKey,
    httpOptions: { baseUrl: options.baseUrl, apiVersion: 'v1beta', timeout: options.timeoutMs, retryOptions: { attempts: 1 }, fetch: options.fetch },
  });
  return {
    request(system, turns) {
      const contents = turns.map((t) => ({ role: t.role === 'assistant' ? 'model' : 'user', parts: [{ text: t.content }] }));
      return sdk.models.generateContent({ model: options.model, contents, ...(system !== undefined ? { config: { systemInstruction: system } } : {}) });
    },
    read(response) {
      const content = firstContent(response);
      return typeof content === 'string' ? content : { calls: [], text: replyText(content.parts.filter(isRecord)) };
    },
  };
};

/** The first candidate's content, or why the body is not a generateContent response. */
function firstContent(response: unknown): (Record<string, unknown> & { parts: unknown[] }) | string {
  const candidate = isRecord(response) ? asArray(response.candidates)[0] : undefined;
  const content = isRecord(candidate) ? candidate.content : undefined;
  if (!isRecord(content) || !Array.isArray(content.parts)) return 'the response has no candidates[0].content.parts';
  return content as Record<string, unknown> & { parts: unknown[] };
}

/** The text parts that are not thoughts, joined: what the model said. */
function replyText(parts: readonly Record<string, unknown>[]): string {
  return parts
    .filter((part) => typeof part.text === 'string' && part.thought !== true)
    .map((part) => String(part.text))
    .join('');
}

/** A streamed turn: its chunks' parts as one candidate's content, adjacent text pieces joined. */
async function streamedContent(stream: Promise<AsyncGenerator<GenerateContentResponse>>): Promise<unknown> {
  const parts: Part[] = [];
  for await (const chunk of await stream) {
    for (const part of chunk.candidates?.[0]?.content?.parts ?? []) {
      const last = parts.at(-1);
      if (part.text !== undefined && last?.text !== undefined && part.thought === last.thought) last.text += part.text;
      else parts.push({ ...part });
    }
  }
  return { candidates: [{ content: { role: 'model', parts } }] };
}

/** Gemini takes a result as an object: the tool's own output, or the capped text under "output". */
function functionResponse(r: CallReply, givenIds: ReadonlySet<string>) {
  return {
    ...(givenIds.has(r.call.id) ? { id: r.call.id } : {}),
    name: r.call.name,
    response: r.capped ? { output: r.text } : (r.output as Record<string, unknown>),
  };
}
