// One loop, four wire shapes: every API gives the same trace (calls, arguments, errors, answer); only the bytes,
// and so the tokens, differ. And the bytes counted are the bytes the simulator received.
import { describe, expect, it } from 'vitest';
import type { CallEvent, RequestEvent, ResultEvent, TraceEvent } from '../../../../src/core/agent/trace.ts';
import { PROVIDER_IDS } from '../../../../src/core/shapes/provider-ids.ts';
import { LESSON_SCENARIO_IDS } from '../../../../src/core/sim/scenarios.ts';
import { useSimulators, type ScenarioTrace } from './sim-fixture.ts';

const sim = useSimulators();

/** What must not depend on the API: the calls as parsed, their outputs, the answer, the ending. */
function behaviour(events: readonly TraceEvent[]) {
  const results = events.filter((e): e is ResultEvent => e.type === 'result');
  return {
    calls: results.map((r) => ({ step: r.step, name: r.name, args: r.args, output: r.output, executed: r.executed, label: r.label })),
    steps: events.filter((e) => e.type === 'request').length,
    answer: events.find((e) => e.type === 'answer'),
    end: events.find((e) => e.type === 'end'),
  };
}

const requests = (events: readonly TraceEvent[]) => events.filter((e): e is RequestEvent => e.type === 'request');

describe('the same trace from all four API shapes', () => {
  it.each(LESSON_SCENARIO_IDS)('%s', async (scenario) => {
    for (const wireProfile of ['lesson', 'realistic'] as const) {
      const traces: ScenarioTrace[] = [];
      for (const provider of PROVIDER_IDS) traces.push(await sim.run({ provider, scenario, wireProfile }));
      const [first, ...rest] = traces.map((t) => behaviour(t.events));
      for (const other of rest) expect(other).toEqual(first);
      expect(traces.map((t) => t.summary.findings)).toEqual(traces.map(() => traces[0]?.summary.findings));
    }
  });

  // The lab's own rows for the two APIs the lesson did not run (lesson profile): pinned so that a change in the
  // bytes an SDK or adapter sends shows up. Chat Completions echoes the assistant message as received, with the
  // `refusal` and `annotations` the API gives every message.
  it.each([
    ['openai-chat', [630, 229, 1089, 1763]],
    ['gemini', [468, 185, 803, 1267]],
  ] as const)('%s rows with the lesson profile', async (provider, tokens) => {
    const totals = [];
    for (const scenario of LESSON_SCENARIO_IDS) totals.push((await sim.run({ provider, scenario })).summary.tokens);
    expect(totals).toEqual(tokens);
  });
});

describe('wire profiles', () => {
  it('the realistic bytes (compact JSON, real-looking ids, a tool list) cost more tokens for the same trace', async () => {
    for (const provider of PROVIDER_IDS) {
      const lesson = await sim.run({ provider, scenario: 'correcto', wireProfile: 'lesson' });
      const realistic = await sim.run({ provider, scenario: 'correcto', wireProfile: 'realistic' });
      expect(behaviour(realistic.events)).toEqual(behaviour(lesson.events));
      expect(realistic.summary.tokens).toBeGreaterThan(lesson.summary.tokens as number);
      const body = requests(realistic.events)[0]?.exchange.requestBody ?? '';
      expect(body).toContain('Cierre de una acción en una sesión');
      expect(requests(lesson.events)[0]?.exchange.requestBody).not.toContain('Cierre de una acción');
    }
  });

  it("the lesson's bytes: Python json.dumps outputs, the lesson's own ids, echoed items in the lesson's key order", async () => {
    const responses = await sim.run({ provider: 'openai-responses', scenario: 'argumentos_inventados' });
    const last = requests(responses.events).at(-1)?.exchange.requestBody ?? '';
    expect(last).toContain(
      '{"type":"function_call","id":"fc_1_0","call_id":"call_1_0","name":"precio","arguments":"{\\"ticker\\": \\"BUSI\\", \\"fecha\\": \\"2024-03-15\\"}","status":"completed"}',
    );
    expect(last).toContain('"output":"{\\"error\\": \\"argumentos no v\\\\u00e1lidos: ticker: String should match pattern');
    const anthropic = await sim.run({ provider: 'anthropic', scenario: 'correcto' });
    const second = requests(anthropic.events)[1]?.exchange.requestBody ?? '';
    expect(second).toContain('{"id":"toolu_0_0","input":{"ticker":"BUSI","fecha":"2024-03-15"},"name":"precio","type":"tool_use"}');
    expect(second).toContain('"is_error":false');
    expect(second.startsWith('{"model":"correcto","max_tokens":500,"messages":[')).toBe(true);
  });

  it('realistic ids are seeded: the same run gives the same bytes', async () => {
    const a = await sim.run({ provider: 'openai-chat', scenario: 'correcto', wireProfile: 'realistic' });
    const b = await sim.run({ provider: 'openai-chat', scenario: 'correcto', wireProfile: 'realistic' });
    expect(requests(a.events).map((r) => r.exchange.requestBody)).toEqual(requests(b.events).map((r) => r.exchange.requestBody));
    const ids = a.events.filter((e): e is CallEvent => e.type === 'call').map((c) => c.callId);
    for (const id of ids) expect(id).toMatch(/^call_[A-Za-z0-9]{24}$/);
  });
});

describe('what is counted is what the simulator received', () => {
  it('each traced request body is byte for byte the body MSW handed to the handler', async () => {
    const received: Promise<string>[] = [];
    const listener = ({ request }: { request: Request }) => void received.push(request.clone().text());
    sim.server.events.on('request:start', listener);
    try {
      for (const provider of PROVIDER_IDS) {
        received.length = 0;
        const trace = await sim.run({ provider, scenario: 'argumentos_inventados' });
        expect(await Promise.all(received)).toEqual(requests(trace.events).map((r) => r.exchange.requestBody));
      }
    } finally {
      sim.server.events.removeListener('request:start', listener);
    }
  });

  it('the raw response and the script header come back in the trace', async () => {
    const trace = await sim.run({ provider: 'anthropic', scenario: 'correcto' });
    const [first] = requests(trace.events);
    expect(first?.exchange.status).toBe(200);
    expect(JSON.parse(first?.exchange.responseBody ?? '')).toMatchObject({ stop_reason: 'tool_use' });
    expect(JSON.parse(first?.exchange.responseHeaders?.['x-sim-script'] ?? '')).toEqual({ results: 0, rule: 'ask_prices' });
    expect(trace.transport).toBe('node');
    expect(JSON.parse(JSON.stringify(trace))).toEqual(trace);
  });
});

describe('determinism', () => {
  it('the same run gives the same trace, byte for byte', async () => {
    const a = await sim.run({ provider: 'gemini', scenario: 'argumentos_inventados', wireProfile: 'realistic' });
    const b = await sim.run({ provider: 'gemini', scenario: 'argumentos_inventados', wireProfile: 'realistic' });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});
