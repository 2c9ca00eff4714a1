// A fork of a real model's run, against MSW handlers impersonating the providers' hosts: the steps before the
// fork are answered from the recorded run (the host never sees them again), an edited reply is answered in the
// API's own shape without reaching the host (no tokens reported for it), and from the first changed turn on the
// fork asks the provider. And a 429's wait is told live as it starts and ends.
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import type { RunEdit } from '../../../../src/core/agent/edits.ts';
import type { RequestEvent, Trace } from '../../../../src/core/agent/trace.ts';
import { loadMarketData } from '../../../../src/core/data/load-market-data.ts';
import type { ProviderId } from '../../../../src/core/shapes/provider-ids.ts';
import { CLOUD_ENDPOINTS, realApiBackend, type RealApiBackendOptions, type RetryWait } from '../../../../src/core/real/index.ts';
import { lessonQuestionPlan } from '../../../../src/core/labs/lesson-plans.ts';
import { forkOf } from '../../../../src/core/run/fork.ts';
import { run } from '../../../../src/core/run/run.ts';
import { LESSON_QUESTION, LESSON_TOOL_NAMES } from '../../../../src/core/sim/scenarios.ts';
import { type TokenCounter } from '../../../../src/core/tokens/o200k-counter.ts';
import { loadO200kCounter } from '../../../../src/core/tokens/o200k-here.ts';
import { createLessonToolKit } from '../../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../../src/core/tools/tool-kit-types.ts';
import { readTraceFile, traceFileJson } from '../../../../src/core/trace-io/index.ts';
import { createRealHosts } from './real-hosts.ts';

const PROVIDERS: ProviderId[] = ['openai-responses', 'openai-chat', 'anthropic', 'gemini'];
const KEY = { 'openai-responses': 'sk-fork-0001', 'openai-chat': 'sk-fork-0001', anthropic: 'sk-ant-fork-0002', gemini: `AIza${'f'.repeat(35)}` };

const hosts = createRealHosts();
const server = setupServer(...hosts.handlers);
let kit: ToolKit;
let countTokens: TokenCounter;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
  countTokens = await loadO200kCounter();
});
afterEach(() => hosts.reset());
afterAll(() => server.close());

/** `parent`: a fork's, with `edits`. */
function realRun(provider: ProviderId, edits?: RunEdit[], { parent, ...extra }: Partial<RealApiBackendOptions> & { parent?: Trace } = {}) {
  const backend = realApiBackend({
    endpoint: CLOUD_ENDPOINTS[provider],
    model: 'correcto',
    key: () => KEY[provider],
    countTokens,
    sleep: async () => undefined,
    ...extra,
  });
  return run(lessonQuestionPlan({ question: LESSON_QUESTION, kit, tools: LESSON_TOOL_NAMES, ...forkOf(edits, parent ? { trace: parent } : undefined) }), backend);
}

const requests = (trace: Trace) => trace.events.filter((e): e is RequestEvent => e.type === 'request');

describe.each(PROVIDERS)('%s: a fork of a real run', (provider) => {
  it('an answer written at step 2: step 1 replayed, step 2 never sent, the run ends on the written answer', async () => {
    const parent = (await realRun(provider)).trace;
    expect(requests(parent)).toHaveLength(3);
    hosts.reset();
    const edits: RunEdit[] = [{ kind: 'reply', step: 2, reply: { kind: 'text', text: 'No lo sé.' } }];
    const { trace } = await realRun(provider, edits, { parent: parent });
    expect(hosts.seen).toHaveLength(0);
    const sent = requests(trace);
    expect(sent.map((e) => e.exchange.answeredBy)).toEqual(['replay', 'edit']);
    expect(sent[0]?.exchange.responseBody).toBe(requests(parent)[0]?.exchange.responseBody);
    expect(trace.summary).toMatchObject({ answer: 'No lo sé.', end: { kind: 'answered' } });
    // The provider never saw the edited step, so it reported no tokens for it.
    expect(sent[1]?.exchange.usage).toMatchObject({ inputTokens: 0, outputTokens: 0 });
  });

  it('a tool result edited at step 1: step 1 replayed, steps 2 and 3 asked of the provider with the edited result', async () => {
    const parent = (await realRun(provider)).trace;
    hosts.reset();
    const edits: RunEdit[] = [{ kind: 'result', step: 1, call: 0, text: '{"resultado": {"ticker": "BUSI", "fecha": "2024-03-15", "cierre": 30.5}}' }];
    const { trace } = await realRun(provider, edits, { parent: parent });
    expect(hosts.seen).toHaveLength(2);
    expect(hosts.seen[0]?.body).toContain("30.5");
    expect(requests(trace).map((e) => e.exchange.answeredBy)).toEqual(['replay', undefined, undefined]);
  });
});

describe.each(['anthropic', 'openai-responses'] as ProviderId[])('%s streamed: a fork replays and renders events', (provider) => {
  it('the recorded events stand for step 1, the edited answer comes as events the SDK reads', async () => {
    const parent = (await realRun(provider, undefined, { stream: true })).trace;
    expect(requests(parent)[0]?.exchange.responseBody).toMatch(/^event: /m);
    hosts.reset();
    const { trace } = await realRun(provider, [{ kind: 'reply', step: 2, reply: { kind: 'text', text: 'No lo sé.' } }], { parent: parent, stream: true });
    expect(hosts.seen).toHaveLength(0);
    expect(trace.summary.answer).toBe('No lo sé.');
    expect(requests(trace)[1]?.exchange.responseBody).toMatch(/^event: /m);
  });
});

describe('replay needs the same request', () => {
  it('without the run forked from, every step before the fork goes to the provider', async () => {
    const edits: RunEdit[] = [{ kind: 'reply', step: 3, reply: { kind: 'text', text: 'Respuesta escrita.' } }];
    const { trace } = await realRun('anthropic', edits);
    expect(hosts.seen).toHaveLength(2);
    expect(requests(trace).map((e) => e.exchange.answeredBy)).toEqual([undefined, undefined, 'edit']);
  });

  it('a recorded request that differs from the fork’s is sent, not replayed', async () => {
    const parent = (await realRun('openai-chat')).trace;
    const altered: Trace = {
      ...parent,
      events: parent.events.map((e) => (e.type === 'request' && e.step === 1 ? { ...e, exchange: { ...e.exchange, requestBody: '{}' } } : e)),
    };
    hosts.reset();
    const { trace } = await realRun('openai-chat', [{ kind: 'reply', step: 3, reply: { kind: 'text', text: 'x' } }], { parent: altered });
    expect(hosts.seen).toHaveLength(1);
    expect(requests(trace).map((e) => e.exchange.answeredBy)).toEqual([undefined, 'replay', 'edit']);
  });

  it('a fork’s trace says which steps were replayed and exports and reads back', async () => {
    const parent = (await realRun('gemini')).trace;
    const { trace } = await realRun('gemini', [{ kind: 'reply', step: 2, reply: { kind: 'text', text: 'x' } }], { parent: parent });
    const reading = readTraceFile(traceFileJson([{ label: 'fork', trace }]));
    expect(reading.ok).toBe(true);
    expect(JSON.stringify(reading)).toContain('"answeredBy":"replay"');
  });
});

describe('a 429 wait told live', () => {
  it('told with its attempt and length when it starts, and null when it ends', async () => {
    hosts.queue.push(() => HttpResponse.json({ error: { message: 'Rate limit reached' } }, { status: 429, headers: { 'retry-after': '3' } }));
    const told: (RetryWait | null)[] = [];
    const { trace } = await realRun('openai-responses', undefined, { onWait: (wait) => told.push(wait) });
    expect(trace.summary.end).toEqual({ kind: 'answered' });
    expect(told).toEqual([{ attempt: 1, maxRetries: 3, waitMs: 3000, retryAfter: '3' }, null]);
  });
});
