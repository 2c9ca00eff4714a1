// The loop on its own, driven by an in-memory adapter: the guardrails a scripted API scenario never triggers
// (allowlist, arguments that are not JSON), several calls in a turn, and a loop that never throws.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import { runAgent, type AgentOptions } from '../../../../src/core/agent/run-agent.ts';
import { DEFAULT_LIMITS, DEFAULT_SWITCHES, type Switches } from '../../../../src/core/agent/run-settings.ts';
import type { ResultEvent, TraceEvent } from '../../../../src/core/agent/trace.ts';
import { verifyAnswer } from '../../../../src/core/agent/verify/verify-answer.ts';
import { loadMarketData } from '../../../../src/core/data/load-market-data.ts';
import type { AskedCall, CallReply, ModelAdapter } from '../../../../src/core/providers/model-adapter.ts';
import { LESSON_QUESTION, LESSON_TOOL_NAMES } from '../../../../src/core/sim/scenarios.ts';
import { createLessonToolKit } from '../../../../src/core/tools/lesson-tools.ts';
import { createToolKit } from '../../../../src/core/tools/tool-kit.ts';
import type { ToolKit } from '../../../../src/core/tools/tool-kit-types.ts';
import type { AsyncCounter } from '../../../../src/core/tokens/o200k-counter.ts';

let kit: ToolKit;
beforeAll(async () => {
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
});

/** A model that plays fixed turns (lists of calls, or the final text) and records what it was sent back. */
function scriptedAdapter(turns: readonly (AskedCall[] | string)[], replies: CallReply[][] = [], ownTokens?: number): ModelAdapter {
  return {
    id: 'scripted',
    open() {
      let i = 0;
      return {
        async send(gate) {
          const body = JSON.stringify({ turn: i, replies: replies.length });
          const blocked = await gate(body, ownTokens);
          const exchange = { url: 'memory:', requestBody: body, ...(blocked ? { blocked } : {}) };
          if (blocked) return { ok: false, failure: { kind: 'blocked', message: blocked }, exchange };
          const turn = turns[i++] ?? 'fin';
          return typeof turn === 'string' ? { ok: true, calls: [], text: turn, exchange } : { ok: true, calls: turn, text: '', exchange };
        },
        reply: (results) => void replies.push([...results]),
      };
    },
  };
}

function run(adapter: ModelAdapter, switches: Partial<Switches> = {}, extra: Partial<AgentOptions> = {}) {
  return runAgent({
    adapter,
    model: 'scripted',
    question: LESSON_QUESTION,
    kit,
    offered: LESSON_TOOL_NAMES,
    limits: DEFAULT_LIMITS,
    switches: { ...DEFAULT_SWITCHES, ...switches },
    profile: 'lesson',
    countTokens: (text) => text.length,
    verify: verifyAnswer,
    ...extra,
  });
}

const results = (events: readonly TraceEvent[]) => events.filter((e): e is ResultEvent => e.type === 'result');
const variacion: AskedCall = { id: 'v1', name: 'variacion', rawArgs: '{"ticker": "BUSI", "desde": "2024-03-15", "hasta": "2024-03-22"}' };

describe('allowlist', () => {
  it('on: a tool the kit has but the model was not offered is refused as wrong_func_name', async () => {
    const trace = await run(scriptedAdapter([[variacion], 'sin datos']));
    expect(results(trace.events)[0]).toMatchObject({
      executed: false,
      label: 'wrong_func_name',
      output: { error: 'herramienta desconocida: variacion' },
    });
  });

  it("refuses a tool the kit does not have in the kit's own words, awaiting asynchronous tools", async () => {
    const english = createToolKit(
      [{ name: 'echo', description: 'Echo.', schema: z.object({ text: z.string() }), argsTitle: 'EchoArgs', run: async ({ text }) => text }],
      { unknownToolMessage: (name, available) => `No tool called '${name}'. Available: ${available.join(', ')}` },
    );
    const calls: AskedCall[] = [
      { id: 'h', name: 'hack', rawArgs: {} },
      { id: 'e', name: 'echo', rawArgs: { text: 'hola' } },
    ];
    for (const allowlist of [true, false]) {
      const trace = await run(scriptedAdapter([calls, 'fin']), { allowlist }, { kit: english, offered: ['echo'] });
      expect(results(trace.events).map((r) => r.output)).toEqual([
        { error: "No tool called 'hack'. Available: echo" },
        { resultado: 'hola' },
      ]);
    }
  });

  it('off: it runs, though nobody offered it to the model', async () => {
    const trace = await run(scriptedAdapter([[variacion], 'ok']), { allowlist: false });
    const [result] = results(trace.events);
    expect(result?.executed).toBe(true);
    expect(result?.output).toMatchObject({ resultado: { variacion_pct: 6.45 } });
  });
});

describe('arguments that are not JSON', () => {
  const broken: AskedCall = { id: 'b1', name: 'precio', rawArgs: '{"ticker": "BUSI", fecha: 2024-03-15}' };

  it('on: an error observation the model can read, and the run goes on', async () => {
    const trace = await run(scriptedAdapter([[broken], 'no pude']));
    const [result] = results(trace.events);
    expect(result).toMatchObject({ executed: false, label: 'type_error', isError: true });
    expect(String((result?.output as { error: string }).error)).toMatch(/^argumentos no son JSON válido: /);
    expect(trace.summary.end).toEqual({ kind: 'answered' });
  });

  it('off: the naive JSON.parse throws and the run dies, recorded as a crash instead of an exception', async () => {
    const trace = await run(scriptedAdapter([[broken], 'no pude']), { argsJson: false });
    expect(trace.summary.end).toMatchObject({ kind: 'crashed', message: expect.stringMatching(/^SyntaxError/) });
    expect(trace.summary.answer).toBeNull();
    expect(trace.events.at(-1)?.type).toBe('verification');
  });
});

describe('the loop', () => {
  it('executes several calls of one turn and sends every result back together, in order', async () => {
    const replies: CallReply[][] = [];
    const both: AskedCall[] = [
      { id: 'p1', name: 'precio', rawArgs: { ticker: 'BUSI', fecha: '2024-03-15' } },
      { id: 'p2', name: 'precio', rawArgs: { ticker: 'BUSI', fecha: '2024-03-22' } },
    ];
    const trace = await run(scriptedAdapter([both, 'El cierre pasó de 26.19 a 27.88.'], replies));
    expect(replies).toHaveLength(1);
    expect(replies[0]?.map((r) => [r.call.id, r.text])).toEqual([
      ['p1', '{"resultado": {"ticker": "BUSI", "fecha": "2024-03-15", "cierre": 26.19}}'],
      ['p2', '{"resultado": {"ticker": "BUSI", "fecha": "2024-03-22", "cierre": 27.88}}'],
    ]);
    expect(trace.summary).toMatchObject({ steps: 2, calls: 2, errors: 0, end: { kind: 'answered' } });
  });

  it('counts repeated calls by canonical arguments, whatever the key order', async () => {
    const a: AskedCall = { id: 'a', name: 'precio', rawArgs: '{"ticker": "BUSI", "fecha": "2024-03-15"}' };
    const b: AskedCall = { id: 'b', name: 'precio', rawArgs: '{"fecha": "2024-03-15", "ticker": "BUSI"}' };
    const trace = await run(scriptedAdapter([[a], [b], 'fin']));
    expect(results(trace.events).map((r) => r.executed)).toEqual([true, false]);
  });

  it('verifies every finished run and puts the findings in the trace', async () => {
    const trace = await run(scriptedAdapter(['El cierre de BUSI subió un 12 %.']));
    const verification = trace.events.at(-1);
    expect(verification?.type).toBe('verification');
    expect(trace.summary.findings.map((f) => f.code)).toContain('percentage_without_calculation');
  });

  it('an adapter or verifier that throws ends the run as data, never as an exception', async () => {
    const failing: ModelAdapter = {
      id: 'failing',
      open: () => ({
        send: () => Promise.reject(new Error('adapter bug')),
        reply: () => undefined,
      }),
    };
    const trace = await run(failing, {}, { verify: () => { throw new Error('verifier bug'); } });
    expect(trace.summary.end).toEqual({ kind: 'crashed', message: 'Error: adapter bug' });
    expect(trace.summary.findings).toEqual([]);
  });

  it("uses a backend's own token count when it gives one (a local model's tokenizer), else counts the body", async () => {
    const own = await run(scriptedAdapter(['fin'], [], 42));
    expect(own.summary.tokens).toBe(42);
    const counted = await run(scriptedAdapter(['fin']));
    expect(counted.summary.tokens).toBe('{"turn":0,"replies":0}'.length);
  });

  it('the trace is plain JSON (exports are traces)', async () => {
    const trace = await run(scriptedAdapter([[variacion], 'ok']), { allowlist: false });
    expect(JSON.parse(JSON.stringify(trace))).toStrictEqual(trace);
  });
});

describe('a counter that has not loaded yet, near the token limit', () => {
  it('is awaited before the next request leaves (outside the SDK and its timeout), not inside the gate', async () => {
    const gates: boolean[] = [];
    const bodies = ['x'.repeat(40), 'x'.repeat(60), 'x'.repeat(80)];
    const adapter: ModelAdapter = {
      id: 'growing',
      open() {
        let i = 0;
        return {
          async send(gate) {
            const body = bodies[i] ?? '';
            const verdict = gate(body);
            gates.push(verdict instanceof Promise);
            const blocked = await verdict;
            const exchange = { url: 'memory:', requestBody: body, ...(blocked ? { blocked } : {}) };
            i += 1;
            if (blocked) return { ok: false, failure: { kind: 'blocked', message: blocked }, exchange };
            return i < bodies.length ? { ok: true, calls: [{ ...variacion, id: `v${i}` }], text: '', exchange } : { ok: true, calls: [], text: 'fin', exchange };
          },
          reply: () => undefined,
        };
      },
    };
    // Bytes bound this counter's count (a quarter of the characters); it loads when first asked for a count.
    let loaded = false;
    const quarter = (text: string) => Math.ceil(text.length / 4);
    const counter: AsyncCounter = {
      known: (text) => (loaded ? quarter(text) : undefined),
      count: async (texts) => {
        loaded = true;
        return texts.map(quarter);
      },
      ready: () => loaded,
      bound: (text) => text.length,
    };
    // 40 sent, a next body of at least 40: 80 > 70 cannot be proved under the limit without counting.
    const trace = await run(adapter, { repetition: false }, { countTokens: counter, limits: { ...DEFAULT_LIMITS, maxTokens: 70 } });
    expect(gates).toEqual([false, false, false]);
    expect(trace.events.filter((e) => e.type === 'request').map((e) => e.tokens)).toEqual([10, 15, 20]);
    expect(trace.summary.end).toEqual({ kind: 'answered' });
  });
});
