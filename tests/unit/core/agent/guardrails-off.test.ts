// Each guardrail switched off shows the failure it guards against, on the simulated APIs through the real loop.
import { describe, expect, it } from 'vitest';
import { REPEATED_CALL_ERROR } from '../../../../src/core/guardrails/repetition.ts';
import type { GuardrailEvent, RequestEvent, ResultEvent, TraceEvent, ValidationEvent } from '../../../../src/core/agent/trace.ts';
import { PROVIDER_IDS } from '../../../../src/core/shapes/provider-ids.ts';
import { useSimulators } from '../sim/sim-fixture.ts';

const sim = useSimulators();

const results = (events: readonly TraceEvent[]) => events.filter((e): e is ResultEvent => e.type === 'result');
const guards = (events: readonly TraceEvent[]) => events.filter((e): e is GuardrailEvent => e.type === 'guardrail');

describe('repetition detection', () => {
  it('on: the repeated call is not executed and the model is told it already has the result', async () => {
    const trace = await sim.run({ provider: 'anthropic', scenario: 'bucle' });
    const [first, ...repeats] = results(trace.events);
    expect(first).toMatchObject({ executed: true, isError: false });
    expect(repeats).toHaveLength(5);
    for (const r of repeats) expect(r).toMatchObject({ executed: false, output: { error: REPEATED_CALL_ERROR } });
    expect(r0(repeats).wireText).toBe('{"error": "llamada repetida: ya tienes el resultado"}');
    expect(guards(trace.events).filter((g) => g.guard === 'repetition')).toHaveLength(5);
  });

  it('off: the loop executes every repeated call, and the errors vanish from the count', async () => {
    const trace = await sim.run({ provider: 'anthropic', scenario: 'bucle', switches: { repetition: false } });
    expect(results(trace.events).map((r) => r.executed)).toEqual(Array(6).fill(true));
    expect(trace.summary).toMatchObject({ steps: 6, calls: 6, errors: 0, answer: null });
  });
});

describe('step limit', () => {
  it("off: the loop scenario runs to the lab's 30-step ceiling", async () => {
    const trace = await sim.run({ provider: 'openai-responses', scenario: 'bucle', switches: { stepLimit: false, tokenLimit: false } });
    expect(trace.summary.steps).toBe(30);
    expect(trace.summary.end).toEqual({ kind: 'run_cap', maxSteps: 30 });
  });

  it('off: a scenario that answers still stops at the end of its script', async () => {
    const trace = await sim.run({ provider: 'openai-chat', scenario: 'argumentos_inventados', switches: { stepLimit: false } });
    expect(trace.summary).toMatchObject({ steps: 4, end: { kind: 'answered' } });
  });

  it('on: it fires as a guardrail event at the last step', async () => {
    const trace = await sim.run({ provider: 'gemini', scenario: 'bucle' });
    expect(guards(trace.events).at(-1)).toMatchObject({ guard: 'step_limit', step: 6 });
  });
});

describe('token limit', () => {
  it('on: the request that would pass the limit is not sent', async () => {
    // 53 + 160 + 251 + 342 = 806 sent; the fifth request (433) would make 1,239 > 1,000.
    const trace = await sim.run({ provider: 'anthropic', scenario: 'bucle', limits: { maxTokens: 1000 } });
    expect(trace.summary).toMatchObject({ steps: 4, tokens: 806 });
    expect(trace.summary.end).toEqual({ kind: 'token_limit', maxTokens: 1000, sentTokens: 806, nextTokens: 433 });
    const last = trace.events.filter((e): e is RequestEvent => e.type === 'request').at(-1);
    expect(last).toMatchObject({ step: 5, sent: false, tokens: 433, totalTokens: 806 });
    expect(last?.exchange.status).toBeUndefined();
  });

  it('off: only the step limit stops the spending', async () => {
    const trace = await sim.run({ provider: 'anthropic', scenario: 'bucle', limits: { maxTokens: 1000 }, switches: { tokenLimit: false } });
    expect(trace.summary).toMatchObject({ steps: 6, tokens: 1763, end: { kind: 'step_limit' } });
  });
});

describe('schema validation', () => {
  it('on: the invented ticker and date are refused before the tool runs, with both reasons', async () => {
    const trace = await sim.run({ provider: 'openai-responses', scenario: 'argumentos_inventados' });
    const first = r0(results(trace.events));
    expect(first).toMatchObject({ executed: false, args: { ticker: 'BUSMAR', fecha: '15/03/2024' } });
    expect(first.label).toBeDefined();
    expect(first.output).toEqual({
      error: "argumentos no válidos: ticker: String should match pattern '^[A-Z]{4}$'; fecha: String should match pattern '^\\d{4}-\\d{2}-\\d{2}$'",
    });
    const validation = trace.events.find((e): e is ValidationEvent => e.type === 'validation');
    expect(validation).toMatchObject({ outcome: 'invalid', label: first.label });
  });

  it("off: the invented arguments reach the tool, whose own lookup answers, and the model never hears about the date", async () => {
    const trace = await sim.run({ provider: 'openai-responses', scenario: 'argumentos_inventados', switches: { validation: false } });
    const first = r0(results(trace.events));
    expect(first).toMatchObject({ executed: true, args: { ticker: 'BUSMAR', fecha: '15/03/2024' }, output: { error: 'ticker desconocido: BUSMAR' } });
    expect(first.label).toBeUndefined();
    expect(trace.events.filter((e): e is ValidationEvent => e.type === 'validation').map((v) => v.outcome)).toEqual(
      Array(4).fill('skipped'),
    );
    expect(trace.summary).toMatchObject({ steps: 4, errors: 1, end: { kind: 'answered' } });
  });
});

describe('tool output cap', () => {
  it('on: a long output is cut with a visible marker', async () => {
    const trace = await sim.run({ provider: 'anthropic', scenario: 'herramienta_equivocada', limits: { maxOutputChars: 40 } });
    const news = r0(results(trace.events));
    expect(news.capped).toBe(true);
    expect(news.wireText).toMatch(/^.{40}… \[salida recortada: \d+ caracteres omitidos\]$/);
    expect(guards(trace.events).map((g) => g.guard)).toEqual(['output_cap']);
  });

  it('off: the whole output goes back, however long', async () => {
    const trace = await sim.run({
      provider: 'anthropic',
      scenario: 'herramienta_equivocada',
      limits: { maxOutputChars: 40 },
      switches: { outputCap: false },
    });
    const news = r0(results(trace.events));
    expect(news.capped).toBe(false);
    expect(news.wireText.length).toBeGreaterThan(40);
    expect(news.wireText).toContain('Un fondo ofrece comprar Busmar Hogar');
  });
});

describe('tool output as data', () => {
  it.each(PROVIDER_IDS)('off on %s: results sent as user text leave the calls unanswered, and the API refuses', async (provider) => {
    const trace = await sim.run({ provider, scenario: 'correcto', switches: { outputAsData: false } });
    expect(trace.summary.end).toMatchObject({ kind: 'endpoint_error', failure: { kind: 'http_error', status: 400 } });
    expect(results(trace.events).every((r) => !r.asData)).toBe(true);
    const second = trace.events.filter((e): e is RequestEvent => e.type === 'request')[1];
    expect(second?.exchange.requestBody).toContain('\\"cierre\\": 26.19');
  });

  it('on: results travel in the tool-result slot', async () => {
    const trace = await sim.run({ provider: 'openai-chat', scenario: 'correcto' });
    const second = trace.events.filter((e): e is RequestEvent => e.type === 'request')[1];
    expect(JSON.parse(second?.exchange.requestBody ?? '').messages[2]).toEqual({
      role: 'tool',
      tool_call_id: 'call_0_0',
      content: '{"resultado": {"ticker": "BUSI", "fecha": "2024-03-15", "cierre": 26.19}}',
    });
  });
});

function r0<T>(items: readonly T[]): T {
  const [first] = items;
  if (first === undefined) throw new Error('no results');
  return first;
}
