// Streaming: a request that asks for server-sent events gets them, each event valid against its API's schema,
// each official SDK's streaming helper assembles from them the same calls and text as the whole response, and a
// lab run that streams plays as the whole one, its raw responses the events.
import Anthropic from '@anthropic-ai/sdk';
import { GoogleGenAI, type GenerateContentResponse } from '@google/genai';
import OpenAI from 'openai';
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import type { RequestEvent, ResultEvent, TraceEvent } from '../../../../src/core/agent/trace.ts';
import { loadMarketData } from '../../../../src/core/data/load-market-data.ts';
import { lessonScenarioPlan } from '../../../../src/core/labs/lesson-plans.ts';
import { run } from '../../../../src/core/run/run.ts';
import type { ScenarioId } from '../../../../src/core/sim/scenarios.ts';
import { simulatedBackend } from '../../../../src/core/sim/simulated-backend.ts';
import { type TokenCounter } from '../../../../src/core/tokens/o200k-counter.ts';
import { loadO200kCounter } from '../../../../src/core/tokens/o200k-here.ts';
import { createLessonToolKit } from '../../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../../src/core/tools/tool-kit-types.ts';
import { sdkBaseUrl, type ProviderId, apiShape } from '../../../../src/core/shapes/provider-ids.ts';
import { EDITED_REPLY_HEADER, SCRIPT_HEADER } from '../../../../src/core/sim/endpoint-handler.ts';
import { createInPageFetch } from '../../../../src/core/sim/in-page-fetch.ts';
import { createSimHandlers } from '../../../../src/core/sim/sim-handlers.ts';
import { SIM_ROOT } from './sim-fixture.ts';
import { streamEventProblems } from './wire-schemas/index.ts';
import { o200kUsage } from '../../../../src/core/sim/o200k-usage.ts';
import { LESSON_MODELS } from '../../../../src/core/sim/scripted-model.ts';

/** The keys the lab's clients send each provider's simulators, from their shapes. */
const LAB_API_KEYS = { openai: apiShape('openai-chat').labKey, anthropic: apiShape('anthropic').labKey, gemini: apiShape('gemini').labKey };

// The simulators' handlers answer in this process, never the network. Not through MSW's Node interception: the
// OpenAI SDK cancels a stream's body after `[DONE]`, and that cancel never settles on an intercepted response
// (a browser's, or the in-page fetch's, settles at once).
const simFetch = createInPageFetch(createSimHandlers(SIM_ROOT, LESSON_MODELS, o200kUsage), (input) => Promise.reject(new Error(`not a simulator: ${String(input)}`)));

const QUESTION = '¿Cuánto cambió en porcentaje el cierre de BUSI entre el 2024-03-15 y el 2024-03-22?';

/** The turns streamed: the script's two calls; a reply with text before a call; a text answer (the last two as a student's edited reply). */
const TURNS = {
  calls: {},
  'text and a call': {
    [EDITED_REPLY_HEADER]: encodeURIComponent(
      JSON.stringify({ kind: 'calls', text: 'Miro el precio primero.', calls: [{ name: 'precio', args: { ticker: 'BUSI', fecha: '2024-03-15' } }] }),
    ),
  },
  answer: { [EDITED_REPLY_HEADER]: encodeURIComponent(JSON.stringify({ kind: 'text', text: 'El cierre de BUSI varió un 6.45 %.' })) },
} as const;

type Turn = keyof typeof TURNS;
const turns = Object.keys(TURNS) as Turn[];

const openai = (turn: Turn) =>
  new OpenAI({ apiKey: LAB_API_KEYS.openai, baseURL: sdkBaseUrl(SIM_ROOT, 'openai-responses'), maxRetries: 0, defaultHeaders: TURNS[turn], fetch: simFetch });
const anthropic = (turn: Turn) =>
  new Anthropic({ apiKey: LAB_API_KEYS.anthropic, baseURL: sdkBaseUrl(SIM_ROOT, 'anthropic'), maxRetries: 0, defaultHeaders: TURNS[turn], fetch: simFetch });
const gemini = (turn: Turn) =>
  new GoogleGenAI({
    apiKey: LAB_API_KEYS.gemini,
    httpOptions: { baseUrl: sdkBaseUrl(SIM_ROOT, 'gemini'), apiVersion: 'v1beta', headers: TURNS[turn], fetch: simFetch },
  });

/** Output items without the fields the SDK's helper adds to them. */
function withoutParsed(items: readonly object[]): unknown[] {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'parsed' && key !== 'parsed_arguments').map(([k, v]) => [k, strip(v)]));
  };
  return items.map(strip);
}

describe("the SDKs' streaming helpers against the simulators", () => {
  it.each(turns)('openai responses.stream: %s, as the whole response', async (turn) => {
    const params = { model: 'correcto', input: [{ role: 'user' as const, content: QUESTION }] };
    const whole = await openai(turn).responses.create(params);
    const stream = openai(turn).responses.stream(params);
    const types: string[] = [];
    for await (const event of stream) types.push(event.type);
    const streamed = await stream.finalResponse();
    // The helper adds its own parse of arguments and text (`parsed_arguments`, `parsed`): not on the wire.
    expect(withoutParsed(streamed.output)).toEqual(whole.output);
    expect(streamed.output_text).toBe(whole.output_text);
    // The streamed request's body says `"stream":true` too: its input costs a few tokens more.
    expect(streamed.usage?.output_tokens).toBe(whole.usage?.output_tokens);
    expect(types[0]).toBe('response.created');
    expect(types.at(-1)).toBe('response.completed');
    expect(types).toContain(turn === 'answer' ? 'response.output_text.delta' : 'response.function_call_arguments.delta');
  });

  it.each(turns)('openai chat.completions.stream: %s, as the whole response', async (turn) => {
    const params = { model: 'correcto', messages: [{ role: 'user' as const, content: QUESTION }] };
    const whole = await openai(turn).chat.completions.create(params);
    const stream = openai(turn).chat.completions.stream({ ...params, stream_options: { include_usage: true } });
    const streamed = await stream.finalChatCompletion();
    const message = streamed.choices[0]?.message;
    expect(message?.tool_calls ?? []).toEqual(whole.choices[0]?.message.tool_calls ?? []);
    expect(message?.content ?? null).toBe(whole.choices[0]?.message.content);
    expect(streamed.choices[0]?.finish_reason).toBe(whole.choices[0]?.finish_reason);
    expect(streamed.usage?.completion_tokens).toBe(whole.usage?.completion_tokens);
  });

  it.each(turns)('anthropic messages.stream: %s, as the whole message', async (turn) => {
    const params = { model: 'correcto', max_tokens: 500, messages: [{ role: 'user' as const, content: QUESTION }] };
    const whole = await anthropic(turn).messages.create(params);
    const stream = anthropic(turn).messages.stream(params);
    const types: string[] = [];
    stream.on('streamEvent', (event) => types.push(event.type));
    const streamed = await stream.finalMessage();
    expect(streamed.content).toEqual(whole.content);
    expect(streamed.stop_reason).toBe(whole.stop_reason);
    // The streamed request's body says `"stream":true` too: its input costs a few tokens more.
    expect(streamed.usage.output_tokens).toBe(whole.usage.output_tokens);
    expect(streamed.usage.input_tokens).toBeGreaterThan(whole.usage.input_tokens);
    expect(types[0]).toBe('message_start');
    expect(types.at(-1)).toBe('message_stop');
  });

  it.each(turns)('gemini generateContentStream: %s, as the whole response', async (turn) => {
    const params = { model: 'correcto', contents: [{ role: 'user', parts: [{ text: QUESTION }] }] };
    const whole = await gemini(turn).models.generateContent(params);
    const chunks: GenerateContentResponse[] = [];
    for await (const chunk of await gemini(turn).models.generateContentStream(params)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((c) => c.responseId === whole.responseId)).toBe(true);
    expect(chunks.flatMap((c) => c.functionCalls ?? [])).toEqual(whole.functionCalls ?? []);
    expect(chunks.map((c) => c.text ?? '').join('')).toBe(whole.text ?? '');
    expect(chunks.at(-1)?.candidates?.[0]?.finishReason).toBe('STOP');
    expect(chunks.at(-1)?.usageMetadata?.candidatesTokenCount).toBe(whole.usageMetadata?.candidatesTokenCount);
  });
});

const STREAM_REQUESTS: Record<ProviderId, { path: string; headers: Record<string, string>; body: unknown }> = {
  'openai-responses': { path: '/openai/v1/responses', headers: { authorization: `Bearer ${LAB_API_KEYS.openai}` }, body: { model: 'correcto', input: QUESTION, stream: true } },
  'openai-chat': {
    path: '/openai/v1/chat/completions',
    headers: { authorization: `Bearer ${LAB_API_KEYS.openai}` },
    body: { model: 'correcto', messages: [{ role: 'user', content: QUESTION }], stream: true, stream_options: { include_usage: true } },
  },
  anthropic: {
    path: '/anthropic/v1/messages',
    headers: { 'x-api-key': LAB_API_KEYS.anthropic },
    body: { model: 'correcto', max_tokens: 500, messages: [{ role: 'user', content: QUESTION }], stream: true },
  },
  gemini: {
    path: '/gemini/v1beta/models/correcto:streamGenerateContent?alt=sse',
    headers: { 'x-goog-api-key': LAB_API_KEYS.gemini },
    body: { contents: [{ role: 'user', parts: [{ text: QUESTION }] }] },
  },
};

/** The `data:` of each event of an SSE body, parsed (Chat Completions' closing `[DONE]` left as text). */
function sseData(text: string): unknown[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const data = block.split('\n').find((line) => line.startsWith('data: '))?.slice(6) ?? '';
      return data === '[DONE]' ? data : (JSON.parse(data) as unknown);
    });
}

describe('the streamed events', () => {
  it.each(Object.keys(STREAM_REQUESTS) as ProviderId[])('%s: server-sent events, each valid against the API schema', async (provider) => {
    for (const turn of turns) {
      const { path, headers, body } = STREAM_REQUESTS[provider];
      const response = await simFetch(`${SIM_ROOT}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers, ...TURNS[turn] }, body: JSON.stringify(body) });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(JSON.parse(response.headers.get(SCRIPT_HEADER) ?? '')).toMatchObject({ results: 0 });
      const events = sseData(await response.text());
      expect(events.length).toBeGreaterThanOrEqual(2);
      if (provider === 'openai-chat') expect(events.pop()).toBe('[DONE]');
      const problems = events.flatMap((data, i) => streamEventProblems(provider, data).map((p) => `${turn} event ${i}: ${p}`));
      expect(problems).toEqual([]);
    }
  });
});

describe('a streamed run', () => {
  let kit: ToolKit;
  let countTokens: TokenCounter;
  beforeAll(async () => {
    kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
    countTokens = await loadO200kCounter();
  });

  const play = async (provider: ProviderId, scenario: ScenarioId, stream: boolean) =>
    (
      await run(
        lessonScenarioPlan({ kit, scenario }),
        simulatedBackend({ provider, countTokens, stream, transport: { root: SIM_ROOT, fetch: simFetch, mode: 'node' } }),
      )
    ).trace;

  /** What must not depend on streaming: the calls as parsed, their outputs, the answer, the ending. */
  const behaviour = (events: readonly TraceEvent[]) => ({
    results: events.filter((e): e is ResultEvent => e.type === 'result').map((r) => ({ step: r.step, name: r.name, args: r.args, output: r.output })),
    answer: events.find((e) => e.type === 'answer'),
    end: events.find((e) => e.type === 'end'),
  });

  it.each(['openai-responses', 'openai-chat', 'anthropic', 'gemini'] as const)('%s: the same run as a whole one, its raw responses the events', async (provider) => {
    for (const scenario of ['correcto', 'argumentos_inventados'] as const) {
      const whole = await play(provider, scenario, false);
      const streamed = await play(provider, scenario, true);
      expect(behaviour(streamed.events)).toEqual(behaviour(whole.events));
      const requests = streamed.events.filter((e): e is RequestEvent => e.type === 'request');
      expect(requests.every((r) => r.exchange.responseHeaders?.['content-type']?.startsWith('text/event-stream'))).toBe(true);
      expect(requests.every((r) => /^(event|data): /.test(r.exchange.responseBody ?? ''))).toBe(true);
      expect(requests.every((r) => JSON.parse(r.exchange.requestBody).stream === true || provider === 'gemini')).toBe(true);
    }
  });
});
