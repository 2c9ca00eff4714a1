// Plan and execute on a real model, against MSW handlers impersonating the providers' hosts (plan-hosts.ts), on
// each of the four wire shapes: the extractor's JSON and the writer's sentence make a right answer to a change
// task, each request carries its stage's system text in the API's own slot and the key in the API's header; a bad
// JSON reaches the host again as the retry's conversation; an HTTP error is the stage's failure in words; and a
// fork with an edited tool result asks the host only for the writer (the extractor's reply replayed).
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import type { ChatMessage } from '../../../../src/core/agent/plan/chat-model.ts';
import type { PlanEdit } from '../../../../src/core/agent/plan/plan-edits.ts';
import { EXTRACT_SYSTEM, WRITE_SYSTEM } from '../../../../src/core/agent/plan/plan-prompts.ts';
import type { PlanTrace } from '../../../../src/core/agent/plan/plan-trace.ts';
import { PLAN_SCRIPTS } from '../../../../src/core/sim/scripted-plans.ts';
import { loadMarketData } from '../../../../src/core/data/load-market-data.ts';
import { checkAnswer } from '../../../../src/core/eval/check-answer.ts';
import type { EvalTask } from '../../../../src/core/eval/eval-task.ts';
import { generateLessonTasks } from '../../../../src/core/eval/lesson-tasks.ts';
import type { ProviderId } from '../../../../src/core/shapes/provider-ids.ts';
import { CLOUD_ENDPOINTS, KEY_PLACEHOLDER, realPlanBackend, type RealPlanBackendOptions } from '../../../../src/core/real/index.ts';
import { replayedReply } from '../../../../src/core/real/plan-fork-replay.ts';
import { lessonPlanAndExecute } from '../../../../src/core/labs/lesson-plans.ts';
import { forkOf } from '../../../../src/core/run/fork.ts';
import { run } from '../../../../src/core/run/run.ts';
import { createLessonToolKit } from '../../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../../src/core/tools/tool-kit-types.ts';
import { createPlanHosts } from './plan-hosts.ts';

const PROVIDERS: ProviderId[] = ['openai-responses', 'openai-chat', 'anthropic', 'gemini'];
const KEY: Record<ProviderId, string> = { 'openai-responses': 'sk-plan-0001', 'openai-chat': 'sk-plan-0001', anthropic: 'sk-ant-plan-0002', gemini: `AIza${'p'.repeat(35)}` };
/** Where each API carries the key, as the host sees it (Anthropic's SDK 1.14 sends an API key as a bearer token). */
const KEY_HEADER: Record<ProviderId, [string, (key: string) => string]> = {
  'openai-responses': ['authorization', (k) => `Bearer ${k}`],
  'openai-chat': ['authorization', (k) => `Bearer ${k}`],
  anthropic: ['authorization', (k) => `Bearer ${k}`],
  gemini: ['x-goog-api-key', (k) => k],
};
const SYSTEM_SLOT: Record<ProviderId, string> = { 'openai-responses': 'instructions', 'openai-chat': 'messages[0]', anthropic: 'system', gemini: 'systemInstruction' };

let task: EvalTask;
let kit: ToolKit;
/** The extractor's replies to give first, in order; then the task's parameters as JSON. */
const extractorReplies: string[] = [];

const hosts = createPlanHosts((messages: ChatMessage[]) => {
  if (messages[0]?.content === WRITE_SYSTEM) return PLAN_SCRIPTS.correcto.writer(messages);
  const { intent } = task;
  return extractorReplies.shift() ?? (intent.kind === 'change' ? JSON.stringify({ ticker: intent.ticker, desde: intent.desde, hasta: intent.hasta }) : '{}');
});
const server = setupServer(...hosts.handlers);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  const data = await loadMarketData(nodeDataSource());
  kit = createLessonToolKit(data);
  const change = generateLessonTasks(data).find((t) => t.intent.kind === 'change');
  if (!change) throw new Error('the lesson tasks have no change task');
  task = change;
});
afterEach(() => {
  hosts.reset();
  extractorReplies.length = 0;
});
afterAll(() => server.close());

/** `parent`: a fork's, with `edits`. */
function planRun(provider: ProviderId, edits?: PlanEdit[], { parent, ...extra }: Partial<RealPlanBackendOptions> & { parent?: PlanTrace } = {}) {
  const backend = realPlanBackend({ endpoint: CLOUD_ENDPOINTS[provider], model: 'modelo-real', key: () => KEY[provider], sleep: async () => undefined, ...extra });
  return run(lessonPlanAndExecute({ question: task.question, kit, ...forkOf(edits, parent ? { trace: parent } : undefined) }), backend);
}

const attempts = (trace: PlanTrace) => {
  const extract = trace.stages.find((s) => s.stage === 'extract');
  return extract?.stage === 'extract' ? extract.attempts : [];
};

describe.each(PROVIDERS)('%s: plan and execute on a real API', (provider) => {
  it('the extractor and the writer asked in turn, each with its system text in the API’s slot and the key in its header: a right answer', async () => {
    const { trace, report } = await planRun(provider);
    expect(trace.end).toBe('answered');
    expect(checkAnswer(task.expected, trace.answer).pass).toBe(true);
    expect(hosts.seen.map((r) => r.messages[0]?.content)).toEqual([EXTRACT_SYSTEM, WRITE_SYSTEM]);
    expect(hosts.seen.map((r) => r.systemSlot)).toEqual([SYSTEM_SLOT[provider], SYSTEM_SLOT[provider]]);
    expect(hosts.seen[0]?.messages.slice(1)).toEqual([{ role: 'user', content: task.question }]);
    expect(hosts.seen.every((r) => !('tools' in r.body))).toBe(true);
    const [header, value] = KEY_HEADER[provider];
    for (const request of hosts.seen) {
      expect(request.headers[header]).toBe(value(KEY[provider]));
      expect(JSON.stringify(request.headers)).not.toContain(KEY_PLACEHOLDER);
    }
    expect(report.calls).toEqual([
      { role: 'extractor', status: 200, usage: { inputTokens: 12, outputTokens: 5 } },
      { role: 'writer', status: 200, usage: { inputTokens: 12, outputTokens: 5 } },
    ]);
    expect(report.failure).toBeUndefined();
  });

  it('a bad JSON first: the retry’s conversation reaches the host with the reply as the assistant’s turn, then the answer', async () => {
    extractorReplies.push('No estoy seguro de las fechas.');
    const { trace } = await planRun(provider);
    expect(trace.end).toBe('answered');
    expect(attempts(trace)).toHaveLength(2);
    expect(hosts.seen).toHaveLength(3);
    const retry = hosts.seen[1]?.messages ?? [];
    expect(retry.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(retry[2]?.content).toBe('No estoy seguro de las fechas.');
    expect(retry[3]?.content).toMatch(/^Tu respuesta no es válida: /);
  });

  it('a refused key (401): the plan ends with the model’s failure, said in words', async () => {
    hosts.queue.push(() => HttpResponse.json({ error: { message: 'invalid key' } }, { status: 401 }));
    const { trace, report } = await planRun(provider);
    expect(trace.end).toBe('model_failed');
    expect(attempts(trace)[0]?.failure).toContain(`${CLOUD_ENDPOINTS[provider].label} refused the key (HTTP 401)`);
    expect(report.failure?.es).toContain('rechazó la clave (HTTP 401)');
    expect(hosts.seen).toHaveLength(1);
  });

  it('a fork with an edited close: only the writer is asked, with the edited figure; the extractor’s reply replayed', async () => {
    const parent = (await planRun(provider)).trace;
    hosts.reset();
    const edits: PlanEdit[] = [{ kind: 'stage-result', call: 1, text: '{"resultado": {"ticker": "X", "fecha": "2024-03-22", "cierre": 99.5}}' }];
    const { trace, report } = await planRun(provider, edits, { parent: parent });
    expect(hosts.seen).toHaveLength(1);
    expect(hosts.seen[0]?.messages[0]?.content).toBe(WRITE_SYSTEM);
    expect(hosts.seen[0]?.messages[1]?.content).toContain('| cierre final | 99.5 |');
    expect(attempts(trace)[0]?.raw).toBe(attempts(parent)[0]?.raw);
    expect(report.calls).toEqual([{ role: 'extractor', replayed: true }, { role: 'writer', status: 200, usage: { inputTokens: 12, outputTokens: 5 } }]);
    expect(trace.end).toBe('answered');
  });
});

describe('failures in words', () => {
  it('a provider’s own error (500) is said as its side, not the key', async () => {
    hosts.queue.push(() => HttpResponse.json({ error: { message: 'boom' } }, { status: 500 }));
    const { trace } = await planRun('anthropic');
    expect(trace.end).toBe('model_failed');
    expect(attempts(trace)[0]?.failure).toContain('Anthropic (Messages) failed on its side (HTTP 500)');
  });

  it('a rejected request (400) quotes the provider’s own message: a plan run has no request view to point at', async () => {
    hosts.queue.push(() => HttpResponse.json({ error: { message: 'messages: roles must alternate' } }, { status: 400 }));
    const { trace } = await planRun('gemini');
    expect(attempts(trace)[0]?.failure).toBe('Gemini (generateContent) rejected the request (HTTP 400): “messages: roles must alternate”');
  });

  it('a 429 is waited out and the stage goes on; the report counts the retry', async () => {
    hosts.queue.push(() => HttpResponse.json({ error: { message: 'Rate limit reached' } }, { status: 429, headers: { 'retry-after': '2' } }));
    const { trace, report } = await planRun('openai-responses');
    expect(trace.end).toBe('answered');
    expect(hosts.seen).toHaveLength(3);
    expect(report.retries).toBe(1);
  });

  it('a writer that answers without text fails the write stage in words', async () => {
    const params = JSON.stringify({ ticker: 'BUSI', desde: '2024-03-15', hasta: '2024-03-22' });
    hosts.queue.push(() => HttpResponse.json({ id: 'c', object: 'chat.completion', created: 0, model: 'm', choices: [{ index: 0, message: { role: 'assistant', content: '' }, finish_reason: 'stop' }] }));
    const { trace } = await planRun('openai-chat', [{ kind: 'stage-reply', stage: 'extract', attempt: 1, text: params }]);
    expect(hosts.seen.map((r) => r.messages[0]?.content)).toEqual([WRITE_SYSTEM]);
    expect(trace.end).toBe('model_failed');
    const write = trace.stages.find((s) => s.stage === 'write');
    expect(write?.stage === 'write' ? write.failure : undefined).toBe('OpenAI (Chat Completions) answered without any text (modelo-real): nothing for this stage to read.');
  });
});

describe('what a fork replays', () => {
  it('without the run forked from, or with a parent that asked something else, the extractor is asked', async () => {
    const edits: PlanEdit[] = [{ kind: 'stage-reply', stage: 'write', attempt: 1, text: 'Frase escrita.' }];
    const alone = await planRun('anthropic', edits);
    expect(hosts.seen).toHaveLength(1);
    expect(alone.trace.answer).toBe('Frase escrita.');
    const other = { ...alone.trace, stages: alone.trace.stages.map((s) => (s.stage === 'extract' ? { ...s, attempts: s.attempts.map((a) => ({ ...a, messages: [{ role: 'user' as const, content: 'otra pregunta' }] })) } : s)) };
    hosts.reset();
    await planRun('anthropic', edits, { parent: other });
    expect(hosts.seen).toHaveLength(1);
  });

  it('the calls from the first edited one on are never replayed, nor a reply the parent’s student wrote', () => {
    const messages: ChatMessage[] = [{ role: 'system', content: EXTRACT_SYSTEM }, { role: 'user', content: 'q' }];
    const retry: ChatMessage[] = [...messages, { role: 'assistant', content: 'mal' }, { role: 'user', content: 'error' }];
    const parent: PlanTrace = {
      question: 'q',
      stages: [{ stage: 'extract', attempts: [{ messages, raw: 'mal', error: 'error' }, { messages: retry, raw: '{}' }], params: null }],
      answer: null,
      end: 'extraction_failed',
      findings: [],
    };
    const write: PlanEdit[] = [{ kind: 'stage-reply', stage: 'write', attempt: 1, text: 'x' }];
    expect(replayedReply({ edits: write, parent: { trace: parent } }, 'extractor', messages)).toBe('mal');
    expect(replayedReply({ edits: write, parent: { trace: parent } }, 'extractor', retry)).toBe('{}');
    expect(replayedReply({ edits: write, parent: { trace: parent } }, 'writer', messages)).toBeUndefined();
    expect(replayedReply(undefined, 'extractor', messages)).toBeUndefined();
    expect(replayedReply({ edits: [{ kind: 'stage-reply', stage: 'extract', attempt: 2, text: '{}' }], parent: { trace: parent } }, 'extractor', retry)).toBeUndefined();
    expect(replayedReply({ edits: [{ kind: 'stage-reply', stage: 'extract', attempt: 2, text: '{}' }], parent: { trace: parent } }, 'extractor', messages)).toBe('mal');
    const edited: PlanTrace = { ...parent, stages: [{ stage: 'extract', attempts: [{ messages, raw: 'mal', edited: true }], params: null }] };
    expect(replayedReply({ edits: write, parent: { trace: edited } }, 'extractor', messages)).toBeUndefined();
  });
});
