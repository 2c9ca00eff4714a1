// The real-API backend against MSW handlers impersonating the providers' hosts (never the network): the headers
// each SDK sends and none of the simulator's, the key only where its API wants it, the lesson's question run end
// to end with tool calls, each failure class ending the run cleanly with words a student can act on, the 429
// retry (retry-after, then backoff, up to the limit), streaming, and a local Ollama through the JSON-text fallback.
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import type { RequestEvent } from '../../../../src/core/agent/trace.ts';
import { loadMarketData } from '../../../../src/core/data/load-market-data.ts';
import type { ProviderId } from '../../../../src/core/shapes/provider-ids.ts';
import { lessonQuestionPlan } from '../../../../src/core/labs/lesson-plans.ts';
import { run } from '../../../../src/core/run/run.ts';
import { CLOUD_ENDPOINTS, LOCAL_ENDPOINTS, realApiBackend, type RealApiBackendOptions } from '../../../../src/core/real/index.ts';
import { LESSON_QUESTION, LESSON_TOOL_NAMES } from '../../../../src/core/sim/scenarios.ts';
import { type TokenCounter } from '../../../../src/core/tokens/o200k-counter.ts';
import { loadO200kCounter } from '../../../../src/core/tokens/o200k-here.ts';
import { createLessonToolKit } from '../../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../../src/core/tools/tool-kit-types.ts';
import { createRealHosts } from './real-hosts.ts';
import { traceUsages } from '../../../../src/core/cost/trace-usage.ts';
import { readTraceFile, traceFileJson } from '../../../../src/core/trace-io/index.ts';

const KEYS: Record<ProviderId, string> = {
  'openai-responses': 'sk-student-secret-0001',
  'openai-chat': 'sk-student-secret-0001',
  anthropic: 'sk-ant-student-secret-0002',
  gemini: 'AIzaStudentSecret0003000000000000000000',
};

const ANSWER = 'El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.';

const hosts = createRealHosts();
const server = setupServer(...hosts.handlers);
let kit: ToolKit;
let countTokens: TokenCounter;
const waits: number[] = [];

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
  countTokens = await loadO200kCounter();
});
afterEach(() => {
  hosts.reset();
  waits.length = 0;
});
afterAll(() => server.close());

async function realRun(provider: ProviderId, extra: Partial<RealApiBackendOptions> = {}) {
  const backend = realApiBackend({
    endpoint: CLOUD_ENDPOINTS[provider],
    // The impersonated hosts pass requests on to the simulators, which play the scenario the model names.
    model: 'correcto',
    key: () => KEYS[provider],
    countTokens,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...extra,
  });
  return run(lessonQuestionPlan({ question: LESSON_QUESTION, kit, tools: LESSON_TOOL_NAMES }), backend);
}

const requests = (events: readonly { type: string }[]) => events.filter((e): e is RequestEvent => e.type === 'request');

describe('a real API runs the lesson question', () => {
  it.each(Object.keys(KEYS) as ProviderId[])('%s: tool calls, the answer, the verifier satisfied', async (provider) => {
    const { trace, report } = await realRun(provider);
    expect(trace.summary).toMatchObject({ calls: 3, errors: 0, end: { kind: 'answered' }, answer: ANSWER, findings: [] });
    expect(report).toMatchObject({ provider, model: 'correcto', retries: 0 });
    expect(report.failure).toBeUndefined();
    // The key is nowhere in the trace: not in a URL, a body, or a header kept.
    expect(JSON.stringify(trace)).not.toContain(KEYS[provider]);
    expect(hosts.seen.every((r) => !r.url.includes(KEYS[provider]))).toBe(true);
    // The tools and the lab's system prompt go in the API's own slots.
    expect(hosts.seen[0]?.body).toContain('"precio"');
    expect(hosts.seen[0]?.body).toContain('Eres un asistente de research');
  });

  it.each(Object.keys(KEYS) as ProviderId[])('%s: each exchange carries the usage the API reported, and the cost prefers it', async (provider) => {
    const { trace } = await realRun(provider);
    const sent = requests(trace.events);
    for (const request of sent) {
      expect(request.exchange.usage?.inputTokens).toBeGreaterThan(0);
      expect(request.exchange.usage?.outputTokens).toBeGreaterThan(0);
    }
    expect(traceUsages(trace).map((s) => s.usage?.source)).toEqual(sent.map(() => 'provider'));
    expect(traceUsages(trace)[0]?.usage?.inputTokens).toBe(sent[0]?.exchange.usage?.inputTokens);
  });

  it.each(['anthropic', 'openai-responses', 'gemini'] as const)('%s streamed: the answer, and the usage read from the events', async (provider) => {
    const { trace } = await realRun(provider, { stream: true });
    expect(trace.summary.end).toEqual({ kind: 'answered' });
    const first = requests(trace.events)[0]?.exchange;
    expect(first?.responseBody).toMatch(/^(event|data): /m);
    expect(first?.usage?.inputTokens).toBeGreaterThan(0);
    expect(first?.usage?.outputTokens).toBeGreaterThan(0);
  });
});

describe('each SDK sends its own headers and none of the simulator\'s', () => {
  const noSimHeaders = (headers: Record<string, string>) => Object.keys(headers).filter((h) => h.startsWith('x-sim-'));

  it('OpenAI: a Bearer token', async () => {
    await realRun('openai-responses');
    const { headers, url } = hosts.seen[0]!;
    expect(url).toBe('https://api.openai.com/v1/responses');
    expect(headers.authorization).toBe(`Bearer ${KEYS['openai-responses']}`);
    expect(noSimHeaders(headers)).toEqual([]);
  });

  it('Anthropic: the key, anthropic-version and the browser opt-in', async () => {
    await realRun('anthropic');
    const { headers, url } = hosts.seen[0]!;
    expect(url).toBe('https://api.anthropic.com/v1/messages');
    // SDK 1.14 sends an API key as a bearer token (earlier ones as x-api-key); the real fetch fills in either.
    expect(headers.authorization).toBe(`Bearer ${KEYS.anthropic}`);
    expect(headers['anthropic-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(headers['anthropic-dangerous-direct-browser-access']).toBe('true');
    expect(noSimHeaders(headers)).toEqual([]);
  });

  it('Gemini: x-goog-api-key, never the key in the URL', async () => {
    await realRun('gemini');
    const { headers, url } = hosts.seen[0]!;
    expect(url).toBe('https://generativelanguage.googleapis.com/v1beta/models/correcto:generateContent');
    expect(headers['x-goog-api-key']).toBe(KEYS.gemini);
    expect(noSimHeaders(headers)).toEqual([]);
  });

  it('the key is read at request time: a changed key is the next request\'s', async () => {
    let key = 'sk-first-key-0000';
    const backend = realApiBackend({ endpoint: CLOUD_ENDPOINTS['openai-chat'], model: 'correcto', key: () => key, countTokens });
    const plan = lessonQuestionPlan({ question: LESSON_QUESTION, kit, tools: LESSON_TOOL_NAMES });
    const connection = await backend.connect(plan);
    key = 'sk-second-key-0000';
    const session = connection.adapter.open(LESSON_QUESTION);
    await session.send(() => null);
    expect(hosts.seen[0]?.headers.authorization).toBe('Bearer sk-second-key-0000');
  });
});

describe('failures end the run cleanly, said in words', () => {
  const error = (status: number, headers: Record<string, string> = {}) => () =>
    HttpResponse.json({ error: { message: `status ${status}`, type: 'error' } }, { status, headers });

  it.each([
    // "a key for": the label may start with a vowel (OpenAI), where "a OpenAI key" read wrong.
    [401, /^OpenAI \(Responses\) refused the key \(HTTP 401\): check that it is a key for OpenAI \(Responses\), copied whole/],
    [403, /no access \(HTTP 403\)/],
    [404, /no model "correcto" \(HTTP 404\)/],
    [500, /failed on its side \(HTTP 500\)/],
    [503, /failed on its side \(HTTP 503\)/],
  ])('HTTP %i', async (status, words) => {
    hosts.queue.push(error(status));
    const { trace, report } = await realRun('openai-responses');
    expect(trace.summary).toMatchObject({ steps: 1, answer: null, end: { kind: 'endpoint_error', failure: { kind: 'http_error', status } } });
    expect(report.failure?.en).toMatch(words);
    expect(report.failure?.es).not.toBe(report.failure?.en);
    expect(hosts.seen).toHaveLength(1);
  });

  it('Gemini\'s 400 API_KEY_INVALID is a bad key', async () => {
    hosts.queue.push(() => HttpResponse.json({ error: { code: 400, message: 'API key not valid.', status: 'INVALID_ARGUMENT', details: [{ reason: 'API_KEY_INVALID' }] } }, { status: 400 }));
    const { report } = await realRun('gemini');
    expect(report.failure?.en).toMatch(/refused the key \(HTTP 400\)/);
  });

  it('the network down, or a CORS refusal: what the provider needs is said', async () => {
    hosts.queue.push(() => HttpResponse.error());
    const { trace, report } = await realRun('anthropic');
    expect(trace.summary.end).toMatchObject({ kind: 'endpoint_error', failure: { kind: 'network' } });
    expect(report.failure?.en).toMatch(/No answer from https:\/\/api\.anthropic\.com.*CORS.*anthropic-dangerous-direct-browser-access/);
  });

  it('a local server not reached: is it running, and its CORS setting (OLLAMA_ORIGINS)', async () => {
    hosts.queue.push(() => HttpResponse.error());
    const ollama = LOCAL_ENDPOINTS.find((e) => e.id === 'ollama')!;
    const { report } = await realRun('openai-chat', { endpoint: ollama, model: 'qwen2.5:0.5b', jsonToolCalls: true });
    expect(report.failure?.en).toMatch(/is Ollama running there, with qwen2\.5:0\.5b\?.*OLLAMA_ORIGINS/);
    expect(report.failure?.es).toMatch(/OLLAMA_ORIGINS/);
  });
});

describe('429: retry-after honoured, then exponential backoff, up to the limit, each retry on the trace', () => {
  const limited = (headers: Record<string, string> = {}) => () =>
    HttpResponse.json({ error: { message: 'Rate limit reached', type: 'requests' } }, { status: 429, headers });

  it('two 429s (retry-after 2, then none), then the answer: the run goes on', async () => {
    hosts.queue.push(limited({ 'retry-after': '2' }), limited());
    const { trace, report } = await realRun('openai-chat');
    expect(trace.summary.end).toEqual({ kind: 'answered' });
    expect(waits).toEqual([2000, 2000]);
    expect(requests(trace.events)[0]?.exchange.retries).toEqual([
      { status: 429, waitMs: 2000, retryAfter: '2' },
      { status: 429, waitMs: 2000 },
    ]);
    expect(requests(trace.events)[0]?.exchange.status).toBe(200);
    expect(report.retries).toBe(2);
  });

  it('429 on every try: three retries (1 s, 2 s, 4 s), then the run ends saying so', async () => {
    hosts.queue.push(limited(), limited(), limited(), limited());
    const { trace, report } = await realRun('anthropic');
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(hosts.seen).toHaveLength(4);
    expect(trace.summary.end).toMatchObject({ kind: 'endpoint_error', failure: { kind: 'http_error', status: 429 } });
    expect(report.failure?.en).toMatch(/rate limiting this key \(HTTP 429\), still after 3 retries/);
  });

  it('a run with retries and reported usage exports without its key and reads back', async () => {
    hosts.queue.push(limited({ 'retry-after': '1' }));
    const { trace } = await realRun('gemini');
    const text = traceFileJson([{ label: 'Gemini · correcto', trace }]);
    expect(text).not.toContain(KEYS.gemini);
    const reading = readTraceFile(text);
    expect(reading.ok).toBe(true);
    if (reading.ok) expect(reading.file.runs[0]).toEqual({ label: 'Gemini · correcto', trace });
  });

  it('a retry-after past the limit is not waited out', async () => {
    hosts.queue.push(limited({ 'retry-after': '3600' }));
    const { report } = await realRun('gemini');
    expect(waits).toEqual([]);
    expect(report.failure?.en).toMatch(/after 0 retries\. It asks to wait 3600 s/);
  });
});

describe('a local server (Ollama) whose model has no native tool calls', () => {
  it('runs the lesson question through the JSON-text fallback, with no key sent', async () => {
    const ollama = LOCAL_ENDPOINTS.find((e) => e.id === 'ollama')!;
    const { trace } = await realRun('openai-chat', { endpoint: ollama, model: 'qwen2.5:0.5b', jsonToolCalls: true, key: () => undefined });
    expect(trace.summary).toMatchObject({ steps: 4, calls: 3, errors: 0, end: { kind: 'answered' }, answer: ANSWER, findings: [] });
    const first = hosts.seen[0]!;
    expect(first.url).toBe('http://localhost:11434/v1/chat/completions');
    expect(first.headers.authorization).toBeUndefined();
    // No tool list: the tools are in the system prompt, with the JSON format to call them.
    const body = JSON.parse(first.body) as { tools?: unknown; messages: { role: string; content: string }[] };
    expect(body.tools).toBeUndefined();
    expect(body.messages[0]?.role).toBe('system');
    expect(body.messages[0]?.content).toContain('{"tool": "nombre", "args": {...}}');
  });
});
