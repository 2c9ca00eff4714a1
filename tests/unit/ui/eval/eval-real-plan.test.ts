// The bench's real backend plays plan and execute: runEval on `realEvalBackend` (the tab's key from the key store)
// gives plan-and-execute results for the real model's id, its stages asked of the provider's host (impersonated by
// MSW, plan-hosts.ts), and the page's count of real runs includes those cells.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import type { ChatMessage } from '../../../../src/core/agent/plan/chat-model.ts';
import { loadMarketData, type MarketData } from '../../../../src/core/data/index.ts';
import { generateLessonTasks, runEval, type EvalTask } from '../../../../src/core/eval/index.ts';
import { CLOUD_ENDPOINTS } from '../../../../src/core/real/index.ts';
import { createLessonToolKit } from '../../../../src/core/tools/index.ts';
import { realKeys } from '../../../../src/ui/common/real-api/real-keys.ts';
import { parseHash } from '../../../../src/ui/common/route.svelte.ts';
import type { Simulators } from '../../../../src/ui/common/runs/simulators.ts';
import { realEvalBackend } from '../../../../src/ui/eval/eval-backends.ts';
import { readEvalState } from '../../../../src/ui/eval/eval-params.ts';
import { plannedCount } from '../../../../src/ui/eval/eval-plays.ts';
import { createPlanHosts } from '../../core/real/plan-hosts.ts';
import { o200kHere } from '../../../../src/core/tokens/o200k-here.ts';

const KEY = 'sk-ant-eval-plan-0004';
const recipe = { endpoint: CLOUD_ENDPOINTS.anthropic, model: 'claude-haiku-4-5', jsonToolCalls: false };

let data: MarketData;
let changes: EvalTask[];
/** The model: each change task's parameters from the question's own intent, then the table's sentence. */
const hosts = createPlanHosts((messages: ChatMessage[]) => {
  const user = messages.find((m) => m.role === 'user')?.content ?? '';
  // The writer's prompt quotes the question too, under "Pregunta:".
  const task = changes.find((t) => user === t.question);
  if (task?.intent.kind === 'change') return JSON.stringify({ ticker: task.intent.ticker, desde: task.intent.desde, hasta: task.intent.hasta });
  const rows = new Map([...user.matchAll(/^\| ([^|]+?) \| ([^|]+?) \|$/gm)].map((m) => [m[1], m[2]?.split(' ')[0]]));
  return `El cierre de ${rows.get('ticker')} varió un ${rows.get('variación (%)')} % entre ${rows.get('sesión inicial')} y ${rows.get('sesión final')}.`;
});
const server = setupServer(...hosts.handlers);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  data = await loadMarketData(nodeDataSource());
  changes = generateLessonTasks(data).filter((t) => t.intent.kind === 'change');
  realKeys.set('anthropic', KEY, false);
});
afterEach(() => hosts.reset());
afterAll(() => {
  realKeys.forget('anthropic');
  server.close();
});

describe('the real API on the bench', () => {
  it('plays the plan-and-execute cells: right answers under the real model’s id, two requests a run', async () => {
    const { results } = await runEval({ tasks: changes.slice(0, 2), designs: ['plan-and-execute'], backends: [realEvalBackend(recipe)], k: 1, kit: createLessonToolKit(data) });
    expect(results.map((r) => [r.design, r.backend, r.taskId, r.passed])).toEqual(changes.slice(0, 2).map((t) => ['plan-and-execute', 'real:anthropic/claude-haiku-4-5', t.id, true]));
    expect(hosts.seen).toHaveLength(4);
    expect(hosts.seen.every((r) => r.headers.authorization === `Bearer ${KEY}` && r.body.model === 'claude-haiku-4-5')).toBe(true);
  });

  it('counts the plan-and-execute cells among the real runs the set-up asks for', () => {
    const simulators = { connection: { transport: { root: 'http://sim.test', mode: 'node' } }, countTokens: o200kHere, backend: () => ({}) } as unknown as Simulators;
    const state = readEvalState(parseHash('#/eval?k=2&designs=react-basic,plan-and-execute&backends=real').params);
    const tasks = generateLessonTasks(data);
    const planCells = tasks.filter((t) => t.intent.kind === 'change').length;
    expect(plannedCount({ state, data, simulators, real: recipe })).toEqual({ total: 2 * (tasks.length + planCells), real: 2 * (tasks.length + planCells) });
  });
});
