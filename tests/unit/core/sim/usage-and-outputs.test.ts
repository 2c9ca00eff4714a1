// `usage` is the lab's own o200k_base count, as the real APIs report theirs: the input is the request body the
// simulator received (the count beside it in the trace), the output the model's text and calls. And tool outputs
// in the list forms the APIs allow (content parts instead of a string) are read as the same outputs.
import { describe, expect, it } from 'vitest';
import type { RequestEvent } from '../../../../src/core/agent/trace.ts';
import { PROVIDER_IDS, type ProviderId, apiShape } from '../../../../src/core/shapes/provider-ids.ts';
import { SCRIPT_HEADER } from '../../../../src/core/sim/endpoint-handler.ts';
import { createInPageFetch } from '../../../../src/core/sim/in-page-fetch.ts';
import { LESSON_MODELS } from '../../../../src/core/sim/scripted-model.ts';
import { createSimHandlers } from '../../../../src/core/sim/sim-handlers.ts';
import { o200kUpperBound } from '../../../../src/core/tokens/o200k-bound.ts';
import { SIM_ROOT, useSimulators } from './sim-fixture.ts';

/** The keys the lab's clients send each provider's simulators, from their shapes. */
const LAB_API_KEYS = { openai: apiShape('openai-chat').labKey, anthropic: apiShape('anthropic').labKey, gemini: apiShape('gemini').labKey };

const sim = useSimulators();

/** The usage a response reports, in one shape: input, output, total. */
function usageOf(provider: ProviderId, body: Record<string, unknown>): [number, number, number] {
  const u = (provider === 'gemini' ? body.usageMetadata : body.usage) as Record<string, number>;
  if (provider === 'openai-chat') return [u.prompt_tokens as number, u.completion_tokens as number, u.total_tokens as number];
  if (provider === 'gemini') return [u.promptTokenCount as number, u.candidatesTokenCount as number, u.totalTokenCount as number];
  if (provider === 'anthropic') return [u.input_tokens as number, u.output_tokens as number, (u.input_tokens as number) + (u.output_tokens as number)];
  return [u.input_tokens as number, u.output_tokens as number, u.total_tokens as number];
}

describe('usage', () => {
  it.each(PROVIDER_IDS)("%s: input tokens are the lab's count of each request body, in both profiles", async (provider) => {
    for (const wireProfile of ['lesson', 'realistic'] as const) {
      const trace = await sim.run({ provider, scenario: 'correcto', wireProfile });
      const requests = trace.events.filter((e): e is RequestEvent => e.type === 'request');
      expect(requests).toHaveLength(3);
      for (const request of requests) {
        const [input, output, total] = usageOf(provider, JSON.parse(request.exchange.responseBody ?? ''));
        expect(input).toBe(request.tokens);
        expect(input).toBe(sim.countTokens(request.exchange.requestBody));
        expect(output).toBeGreaterThan(0);
        expect(total).toBe(input + output);
      }
    }
  });

  it("output tokens are the model's text, or each call's name and JSON arguments", async () => {
    const trace = await sim.run({ provider: 'anthropic', scenario: 'correcto' });
    const [first, , last] = trace.events.filter((e): e is RequestEvent => e.type === 'request');
    const count = sim.countTokens;
    const prices = ['2024-03-15', '2024-03-22'].map((fecha) => count('precio') + count(JSON.stringify({ ticker: 'BUSI', fecha })));
    expect(usageOf('anthropic', JSON.parse(first?.exchange.responseBody ?? ''))[1]).toBe(prices[0]! + prices[1]!);
    const answer = 'El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.';
    expect(usageOf('anthropic', JSON.parse(last?.exchange.responseBody ?? ''))[1]).toBe(count(answer));
  });

  it("where the counter has not loaded and must not be waited for (the page's own simulators), usage is o200k's upper bound, and the script header says so", async () => {
    const inPage = createInPageFetch(createSimHandlers(SIM_ROOT, LESSON_MODELS, () => undefined));
    const body = JSON.stringify({ model: 'correcto', input: '¿Cuánto cambió BUSI?' });
    const response = await inPage(`${SIM_ROOT}/openai/v1/responses`, { method: 'POST', headers: { authorization: `Bearer ${LAB_API_KEYS.openai}` }, body });
    expect(JSON.parse(response.headers.get(SCRIPT_HEADER) ?? '')).toMatchObject({ usage: 'bound' });
    const [input] = usageOf('openai-responses', (await response.json()) as Record<string, unknown>);
    expect(input).toBe(o200kUpperBound(body));
    expect(input).toBeGreaterThanOrEqual(sim.countTokens(body));
  });

  it("the lesson's table is unchanged by usage: Anthropic's correct case still sends 53 + 250 + 340", async () => {
    const trace = await sim.run({ provider: 'anthropic', scenario: 'correcto' });
    expect(trace.events.filter((e): e is RequestEvent => e.type === 'request').map((e) => e.tokens)).toEqual([53, 250, 340]);
  });
});

const CLOSES = ['{"resultado": {"ticker": "BUSI", "fecha": "2024-03-15", "cierre": 26.19}}', '{"resultado": {"ticker": "BUSI", "fecha": "2024-03-22", "cierre": 27.88}}'];

/** The correct script's second request, its two price results as content parts. */
const ARRAY_OUTPUTS: Record<'openai-responses' | 'openai-chat' | 'anthropic', { path: string; headers: Record<string, string>; body: unknown }> = {
  'openai-responses': {
    path: '/openai/v1/responses',
    headers: { authorization: `Bearer ${LAB_API_KEYS.openai}` },
    body: {
      model: 'correcto',
      input: [
        { role: 'user', content: 'x' },
        { type: 'function_call', call_id: 'call_a', name: 'precio', arguments: '{}' },
        { type: 'function_call', call_id: 'call_b', name: 'precio', arguments: '{}' },
        ...CLOSES.map((text, i) => ({ type: 'function_call_output', call_id: ['call_a', 'call_b'][i], output: [{ type: 'input_text', text }] })),
      ],
    },
  },
  'openai-chat': {
    path: '/openai/v1/chat/completions',
    headers: { authorization: `Bearer ${LAB_API_KEYS.openai}` },
    body: {
      model: 'correcto',
      messages: [
        { role: 'user', content: 'x' },
        {
          role: 'assistant',
          content: null,
          tool_calls: ['call_a', 'call_b'].map((id) => ({ id, type: 'function', function: { name: 'precio', arguments: '{}' } })),
        },
        ...CLOSES.map((text, i) => ({ role: 'tool', tool_call_id: ['call_a', 'call_b'][i], content: [{ type: 'text', text }] })),
      ],
    },
  },
  anthropic: {
    path: '/anthropic/v1/messages',
    headers: { 'x-api-key': LAB_API_KEYS.anthropic },
    body: {
      model: 'correcto',
      max_tokens: 500,
      messages: [
        { role: 'user', content: 'x' },
        { role: 'assistant', content: ['toolu_a', 'toolu_b'].map((id) => ({ type: 'tool_use', id, name: 'precio', input: {} })) },
        { role: 'user', content: CLOSES.map((text, i) => ({ type: 'tool_result', tool_use_id: ['toolu_a', 'toolu_b'][i], content: [{ type: 'text', text }] })) },
      ],
    },
  },
};

describe('tool outputs as content parts', () => {
  it.each(Object.keys(ARRAY_OUTPUTS) as (keyof typeof ARRAY_OUTPUTS)[])('%s: read as the same outputs, and the script goes on', async (provider) => {
    const { path, headers, body } = ARRAY_OUTPUTS[provider];
    const response = await fetch(`${SIM_ROOT}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.headers.get(SCRIPT_HEADER) ?? '')).toEqual({ results: 2, rule: 'ask_calculator' });
    expect(await response.text()).toContain('calculadora');
  });
});
