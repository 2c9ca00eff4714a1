// The simulators refuse what the real APIs refuse, with each API's own status, type and code, in bodies valid
// against its schema; the official SDKs raise their own error classes for them. In the realistic profile a
// missing or malformed key is refused as the API refuses it; the lesson's profile takes any key, as the
// lesson's simulators did, and the lab's own clients always send a well-formed one.
import Anthropic from '@anthropic-ai/sdk';
import { ApiError as GeminiApiError, GoogleGenAI } from '@google/genai';
import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import type { RequestEvent } from '../../../../src/core/agent/trace.ts';
import { PROVIDER_IDS, sdkBaseUrl, type ProviderId, apiShape } from '../../../../src/core/shapes/provider-ids.ts';
import { WIRE_PROFILE_HEADER } from '../../../../src/core/providers/wire-profile.ts';
import { SIM_ROOT, useSimulators } from './sim-fixture.ts';
import { wireProblems } from './wire-schemas/index.ts';

/** The keys the lab's clients send each provider's simulators, from their shapes. */
const LAB_API_KEYS = { openai: apiShape('openai-chat').labKey, anthropic: apiShape('anthropic').labKey, gemini: apiShape('gemini').labKey };

const sim = useSimulators();

const PATHS: Record<ProviderId, (model: string) => string> = {
  'openai-responses': () => '/openai/v1/responses',
  'openai-chat': () => '/openai/v1/chat/completions',
  anthropic: () => '/anthropic/v1/messages',
  gemini: (model) => `/gemini/v1beta/models/${model}:generateContent`,
};

const KEY_HEADERS: Record<ProviderId, (key: string) => Record<string, string>> = {
  'openai-responses': (key) => ({ authorization: `Bearer ${key}` }),
  'openai-chat': (key) => ({ authorization: `Bearer ${key}` }),
  anthropic: (key) => ({ 'x-api-key': key }),
  gemini: (key) => ({ 'x-goog-api-key': key }),
};

const LAB_KEY: Record<ProviderId, string> = {
  'openai-responses': LAB_API_KEYS.openai,
  'openai-chat': LAB_API_KEYS.openai,
  anthropic: LAB_API_KEYS.anthropic,
  gemini: LAB_API_KEYS.gemini,
};

/** A first request of the lesson's question to `model` in each API's shape. */
function firstRequest(provider: ProviderId, model: string): Record<string, unknown> {
  const question = '¿Cuánto cambió BUSI?';
  if (provider === 'openai-responses') return { model, input: [{ role: 'user', content: question }] };
  if (provider === 'openai-chat') return { model, messages: [{ role: 'user', content: question }] };
  if (provider === 'anthropic') return { model, max_tokens: 500, messages: [{ role: 'user', content: question }] };
  return { contents: [{ role: 'user', parts: [{ text: question }] }] };
}

interface Sent {
  status: number;
  body: Record<string, unknown>;
}

async function send(provider: ProviderId, options: { model?: string; body?: unknown; raw?: string; headers?: Record<string, string> }): Promise<Sent> {
  const model = options.model ?? 'correcto';
  const response = await fetch(`${SIM_ROOT}${PATHS[provider](model)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(options.headers ?? KEY_HEADERS[provider](LAB_KEY[provider])) },
    body: options.raw ?? JSON.stringify(options.body ?? firstRequest(provider, model)),
  });
  const body = (await response.json()) as Record<string, unknown>;
  expect(wireProblems(provider, response.status, body), `${provider} ${response.status}`).toEqual([]);
  return { status: response.status, body };
}

/** The error's type and code as each API writes them: OpenAI's type/code, Anthropic's type, Gemini's status. */
function errorName(provider: ProviderId, body: Record<string, unknown>): string {
  const error = body.error as Record<string, unknown>;
  if (provider === 'anthropic') return String(error.type);
  if (provider === 'gemini') return String(error.status);
  return `${String(error.type)}/${String(error.code)}`;
}

describe("each API's errors", () => {
  it.each([
    ['openai-responses', 401, 'invalid_request_error/null', 'invalid_request_error/invalid_api_key'],
    ['openai-chat', 401, 'invalid_request_error/null', 'invalid_request_error/invalid_api_key'],
    ['anthropic', 401, 'authentication_error', 'authentication_error'],
    // Google refuses a request without a key 403 and a malformed one 400 (API_KEY_INVALID): no 401 there.
    ['gemini', 403, 'PERMISSION_DENIED', 'INVALID_ARGUMENT'],
  ] as const)('%s: a missing key is %i %s, a malformed one %s', async (provider, status, missing, malformed) => {
    const none = await send(provider, { headers: {} });
    expect([none.status, errorName(provider, none.body)]).toEqual([status, missing]);
    const bad = await send(provider, { headers: KEY_HEADERS[provider]('not-a-key') });
    expect(bad.status).toBe(provider === 'gemini' ? 400 : 401);
    expect(errorName(provider, bad.body)).toBe(malformed);
    expect((await send(provider, {})).status).toBe(200);
  });

  it.each(PROVIDER_IDS)('%s: the lesson profile takes any key, as the lesson did', async (provider) => {
    expect((await send(provider, { headers: { [WIRE_PROFILE_HEADER]: 'lesson' } })).status).toBe(200);
  });

  it.each([
    ['openai-responses', 'invalid_request_error/model_not_found'],
    ['openai-chat', 'invalid_request_error/model_not_found'],
    ['anthropic', 'not_found_error'],
    ['gemini', 'NOT_FOUND'],
  ] as const)('%s: a model there is none of is 404 %s', async (provider, name) => {
    const answer = await send(provider, { model: 'no-such-model' });
    expect([answer.status, errorName(provider, answer.body)]).toEqual([404, name]);
    expect(JSON.stringify(answer.body)).toContain('no-such-model');
  });

  it.each([
    ['openai-responses', { model: 'correcto' }, 'invalid_request_error/missing_required_parameter', 'input'],
    ['openai-chat', { model: 'correcto' }, 'invalid_request_error/missing_required_parameter', 'messages'],
    ['anthropic', { model: 'correcto', messages: [{ role: 'user', content: 'x' }] }, 'invalid_request_error', 'max_tokens'],
    ['gemini', {}, 'INVALID_ARGUMENT', 'contents'],
  ] as const)('%s: a missing required field is 400 %s naming %s', async (provider, body, name, field) => {
    const answer = await send(provider, { body });
    expect([answer.status, errorName(provider, answer.body)]).toEqual([400, name]);
    expect(JSON.stringify(answer.body)).toContain(field);
  });

  it.each(PROVIDER_IDS)('%s: a body that is not JSON is 400', async (provider) => {
    const answer = await send(provider, { raw: '{"model": ' });
    expect(answer.status).toBe(400);
    expect(errorName(provider, answer.body)).toMatch(/invalid_request_error|INVALID_ARGUMENT/);
  });

  it("OpenAI's error code is null for a server error, and Anthropic's errors carry a request id", async () => {
    const trace = await sim.run({ provider: 'openai-chat', scenario: 'fallo_api' });
    const last = trace.events.filter((e): e is RequestEvent => e.type === 'request').at(-1);
    expect(JSON.parse(last?.exchange.responseBody ?? '')).toEqual({
      error: { message: 'The server had an error while processing your request.', type: 'server_error', param: null, code: null },
    });
    const anthropic = await send('anthropic', { model: 'no-such-model' });
    expect(anthropic.body.request_id).toMatch(/^req_01\w{22}$/);
  });
});

describe("the official SDKs raise their own error classes for the simulators' errors", () => {
  const openai = (apiKey: string) => new OpenAI({ apiKey, baseURL: sdkBaseUrl(SIM_ROOT, 'openai-responses'), maxRetries: 0 });
  const anthropic = (apiKey: string) => new Anthropic({ apiKey, baseURL: sdkBaseUrl(SIM_ROOT, 'anthropic'), maxRetries: 0 });
  const gemini = (apiKey: string) =>
    new GoogleGenAI({ apiKey, httpOptions: { baseUrl: sdkBaseUrl(SIM_ROOT, 'gemini'), apiVersion: 'v1beta', retryOptions: { attempts: 1 } } });

  it('openai: AuthenticationError, NotFoundError, BadRequestError', async () => {
    const bad = openai('wrong').responses.create({ model: 'correcto', input: 'x' });
    await expect(bad).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
    await expect(bad).rejects.toMatchObject({ status: 401, code: 'invalid_api_key', type: 'invalid_request_error' });
    const chat = openai(LAB_API_KEYS.openai).chat.completions.create({ model: 'no-such-model', messages: [{ role: 'user', content: 'x' }] });
    await expect(chat).rejects.toBeInstanceOf(OpenAI.NotFoundError);
    await expect(chat).rejects.toMatchObject({ status: 404, code: 'model_not_found' });
    const missing = openai(LAB_API_KEYS.openai).responses.create({ model: 'correcto' } as OpenAI.Responses.ResponseCreateParamsNonStreaming);
    await expect(missing).rejects.toBeInstanceOf(OpenAI.BadRequestError);
    await expect(missing).rejects.toMatchObject({ code: 'missing_required_parameter', param: 'input' });
  });

  it('anthropic: AuthenticationError, NotFoundError, BadRequestError without max_tokens', async () => {
    const params = { model: 'correcto', max_tokens: 500, messages: [{ role: 'user' as const, content: 'x' }] };
    const bad = anthropic('wrong').messages.create(params);
    await expect(bad).rejects.toBeInstanceOf(Anthropic.AuthenticationError);
    const unknown = anthropic(LAB_API_KEYS.anthropic).messages.create({ ...params, model: 'no-such-model' });
    await expect(unknown).rejects.toBeInstanceOf(Anthropic.NotFoundError);
    await expect(unknown).rejects.toMatchObject({ status: 404, error: { type: 'error', error: { type: 'not_found_error' } } });
    const { max_tokens: _, ...noMax } = params;
    const missing = anthropic(LAB_API_KEYS.anthropic).messages.create(noMax as Anthropic.MessageCreateParamsNonStreaming);
    await expect(missing).rejects.toBeInstanceOf(Anthropic.BadRequestError);
    await expect(missing).rejects.toMatchObject({ message: expect.stringContaining('max_tokens: Field required') });
  });

  it('gemini: ApiError with the HTTP status and the canonical code', async () => {
    const request = { model: 'correcto', contents: [{ role: 'user', parts: [{ text: 'x' }] }] };
    const bad = gemini('wrong').models.generateContent(request);
    await expect(bad).rejects.toBeInstanceOf(GeminiApiError);
    await expect(bad).rejects.toMatchObject({ status: 400, message: expect.stringContaining('API key not valid') });
    const unknown = gemini(LAB_API_KEYS.gemini).models.generateContent({ ...request, model: 'no-such-model' });
    await expect(unknown).rejects.toMatchObject({ status: 404, message: expect.stringContaining('NOT_FOUND') });
  });
});

describe('conversations the real APIs refuse, refused alike', () => {
  // The lesson's two calls (correcto asks for both prices in one turn), answered in the next user message.
  const calls = ['2024-03-15', '2024-03-08'].map((fecha, i) => ({ type: 'tool_use', id: `toolu_0${i}`, name: 'precio', input: { ticker: 'BUSI', fecha } }));
  const results = calls.map((c) => ({ type: 'tool_result', tool_use_id: c.id, content: '{"resultado": {"cierre": 1}}' }));
  const anthropicBody = (content: unknown[]) => ({
    model: 'correcto',
    max_tokens: 500,
    messages: [{ role: 'user', content: 'x' }, { role: 'assistant', content: calls }, { role: 'user', content }],
  });

  it('anthropic: text before the tool_result blocks is 400; after them it is taken', async () => {
    const before = await send('anthropic', { body: anthropicBody([results[0], { type: 'text', text: 'Aquí está:' }, results[1]]) });
    expect([before.status, errorName('anthropic', before.body)]).toEqual([400, 'invalid_request_error']);
    expect((before.body.error as { message: string }).message).toBe(
      'messages.2: Did not find 2 `tool_result` block(s) at the beginning of this message. Messages following `tool_use` blocks must begin with a matching number of `tool_result` blocks.',
    );
    const after = await send('anthropic', { body: anthropicBody([...results, { type: 'text', text: 'Sigue.' }]) });
    expect(after.status).toBe(200);
  });

  it("chat completions: a tool message answering no call is 400 invalid_request_error naming the message's role", async () => {
    const orphan = await send('openai-chat', {
      body: { model: 'correcto', messages: [{ role: 'user', content: 'x' }, { role: 'tool', tool_call_id: 'call_1', content: '{}' }] },
    });
    expect([orphan.status, errorName('openai-chat', orphan.body)]).toEqual([400, 'invalid_request_error/null']);
    expect(orphan.body.error).toMatchObject({
      message: "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
      param: 'messages.[1].role',
    });
  });

  it("responses: a message item's id is OpenAI's (msg_ and 48 hex digits), not Anthropic's", async () => {
    const answer = await send('openai-responses', { model: 'correcto', body: { model: 'correcto', input: [{ role: 'user', content: 'x' }] } });
    const trace = await sim.run({ provider: 'openai-responses', scenario: 'correcto', wireProfile: 'realistic' });
    const bodies = trace.events.filter((e): e is RequestEvent => e.type === 'request').map((r) => JSON.parse(r.exchange.responseBody ?? '{}') as { output?: { type: string; id: string }[] });
    const ids = [answer.body, ...bodies].flatMap((b) => ((b as { output?: { type: string; id: string }[] }).output ?? []).filter((o) => o.type === 'message').map((o) => o.id));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toMatch(/^msg_[0-9a-f]{48}$/);
  });
});
