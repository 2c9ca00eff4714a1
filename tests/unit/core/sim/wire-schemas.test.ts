// Every body the simulators answer is valid against the provider's own schema (openai-openapi for OpenAI; zod
// schemas derived from the Anthropic and Google SDKs' types): every lesson scenario on every API in both wire
// profiles, every golden trace (which holds the companion labs' runs too), and every error they give.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RequestEvent, TraceEvent } from '../../../../src/core/agent/trace.ts';
import { PROVIDER_IDS, type ProviderId } from '../../../../src/core/shapes/provider-ids.ts';
import { SCENARIO_IDS } from '../../../../src/core/sim/scenarios.ts';
import { GOLDEN_DIR, inputStems, TRACE_SUFFIX } from '../../../golden/golden-files.ts';
import { useSimulators } from './sim-fixture.ts';
import { wireProblems } from './wire-schemas/index.ts';

const sim = useSimulators();

type GoldenOutput = { trace?: { events: TraceEvent[] }; runs?: { run: { trace: { events: TraceEvent[] } } }[] };

/** The API a simulator URL belongs to. */
function providerOf(url: string): ProviderId {
  if (url.includes('/openai/v1/responses')) return 'openai-responses';
  if (url.includes('/openai/v1/chat/completions')) return 'openai-chat';
  if (url.includes('/anthropic/')) return 'anthropic';
  if (url.includes('/gemini/')) return 'gemini';
  throw new Error(`not a simulator URL: ${url}`);
}

/** The schema problems of each answered request of a trace; the scripted "not the API's shape" body is meant to fail. */
function traceProblems(events: readonly TraceEvent[]): string[] {
  const problems: string[] = [];
  for (const event of events) {
    if (event.type !== 'request') continue;
    const { exchange } = event as RequestEvent;
    if (exchange.status === undefined || exchange.responseBody === undefined) continue;
    if (exchange.responseHeaders?.['x-sim-script']?.includes('"rule": "fail"') && exchange.status === 200) continue;
    const provider = providerOf(exchange.url);
    for (const problem of wireProblems(provider, exchange.status, JSON.parse(exchange.responseBody))) {
      problems.push(`step ${event.step} (${provider}, HTTP ${exchange.status}) ${problem}`);
    }
  }
  return problems;
}

describe('every simulated response is valid against its API schema', () => {
  it.each(SCENARIO_IDS)('%s, on every API, in both wire profiles', async (scenario) => {
    for (const provider of PROVIDER_IDS) {
      for (const wireProfile of ['lesson', 'realistic'] as const) {
        const trace = await sim.run({ provider, scenario, wireProfile, limits: { timeoutMs: 200 } });
        expect(trace.events.some((e) => e.type === 'request'), `${provider} ${wireProfile}`).toBe(true);
        expect(traceProblems(trace.events), `${scenario} on ${provider} (${wireProfile})`).toEqual([]);
      }
    }
  });

  it('every response in the golden traces (lesson and companion labs)', async () => {
    const stems = await inputStems();
    const problems: string[] = [];
    let checked = 0;
    for (const stem of stems) {
      const golden = JSON.parse(await readFile(join(GOLDEN_DIR, stem + TRACE_SUFFIX), 'utf8')) as GoldenOutput;
      // A question set's golden holds one run per question.
      for (const { trace } of golden.runs?.map((q) => q.run) ?? [golden as { trace: { events: TraceEvent[] } }]) {
        checked += trace.events.filter((e) => e.type === 'request').length;
        problems.push(...traceProblems(trace.events).map((p) => `${stem}: ${p}`));
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(problems).toEqual([]);
  });

  it('the validators refuse what the APIs would not send', () => {
    expect(wireProblems('openai-responses', 200, { id: 'resp_x', object: 'response', output: [] })).not.toEqual([]);
    expect(wireProblems('openai-chat', 200, { id: 'chatcmpl-x', object: 'chat.completion', created: 0, model: 'm', choices: [{ index: 0 }] })).not.toEqual([]);
    expect(wireProblems('anthropic', 200, { id: 'msg_x', type: 'message', role: 'assistant', content: [], usage: { input_tokens: 0, output_tokens: 0 } })).not.toEqual([]);
    expect(wireProblems('gemini', 404, { error: { code: 404, message: 'x', status: 'INVALID_ARGUMENT_X' } })).not.toEqual([]);
    expect(wireProblems('openai-responses', 400, { error: { message: 'x', type: 'invalid_request_error' } })).not.toEqual([]);
  });
});
