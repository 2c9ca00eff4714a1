// fallo_api in its three variants ends every run cleanly with the reason recorded, and a run says whether its
// script was fully used or asked something it did not expect.
import { describe, expect, it, vi } from 'vitest';
import type { RequestEvent } from '../../../../src/core/agent/trace.ts';
import { PROVIDER_IDS, apiShape } from '../../../../src/core/shapes/provider-ids.ts';
import { createInPageFetch } from '../../../../src/core/sim/in-page-fetch.ts';
import { CLIENT_TIMEOUT_HEADER } from '../../../../src/core/providers/wire-profile.ts';
import { NO_ANSWER_MS, NO_ANSWER_TIMEOUTS, noAnswerMs } from '../../../../src/core/sim/endpoint-handler.ts';
import { createSimHandlers } from '../../../../src/core/sim/sim-handlers.ts';
import { SIM_ROOT, useSimulators } from './sim-fixture.ts';
import { o200kUsage } from '../../../../src/core/sim/o200k-usage.ts';
import { LESSON_MODELS } from '../../../../src/core/sim/scripted-model.ts';

/** The keys the lab's clients send each provider's simulators, from their shapes. */
const LAB_API_KEYS = { openai: apiShape('openai-chat').labKey, anthropic: apiShape('anthropic').labKey, gemini: apiShape('gemini').labKey };

const sim = useSimulators();

describe('fallo_api ends the run cleanly', () => {
  it.each(PROVIDER_IDS)('HTTP 500 on %s: two prices fetched, then the endpoint error, no answer', async (provider) => {
    const trace = await sim.run({ provider, scenario: 'fallo_api' });
    expect(trace.summary).toMatchObject({ steps: 2, calls: 2, errors: 0, answer: null });
    expect(trace.summary.end).toMatchObject({ kind: 'endpoint_error', failure: { kind: 'http_error', status: 500 } });
    expect(trace.summary.findings.map((f) => f.detail)).toEqual(['no answer: endpoint error: HTTP 500']);
    expect(trace.script).toMatchObject({ status: 'complete', played: ['ask_prices', 'fail'] });
    expect(trace.events.at(-2)).toMatchObject({ type: 'end', step: 2 });
  });

  it.each(PROVIDER_IDS)('a 200 body that is not the API shape on %s: malformed response', async (provider) => {
    const trace = await sim.run({ provider, scenario: 'fallo_api_forma' });
    expect(trace.summary.end).toMatchObject({ kind: 'endpoint_error', failure: { kind: 'bad_response' } });
    const last = trace.events.filter((e): e is RequestEvent => e.type === 'request').at(-1);
    expect(last?.exchange).toMatchObject({ status: 200, responseBody: '{"detail":"upstream model returned no content","status":200}' });
    expect(trace.script.status).toBe('complete');
  });

  it.each(PROVIDER_IDS)('no answer on %s: the client timeout ends the request', async (provider) => {
    const trace = await sim.run({ provider, scenario: 'fallo_api_lento', limits: { timeoutMs: 200 } });
    expect(trace.summary.end).toMatchObject({ kind: 'endpoint_error', failure: { kind: 'timeout' } });
    expect(trace.summary.steps).toBe(2);
    const last = trace.events.filter((e): e is RequestEvent => e.type === 'request').at(-1);
    expect(last?.exchange.status).toBeUndefined();
    // The script chose to fail even though no response came back: the report replays it on what was sent.
    expect(trace.script.status).toBe('complete');
  });
});

describe('the no-answer simulator without the client aborting', () => {
  /** Sends a conversation at fallo_api_lento's failing turn and checks that its 504 comes after exactly `held` ms. */
  async function heldFor(headers: Record<string, string>, held: number): Promise<void> {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const inPage = createInPageFetch(createSimHandlers(SIM_ROOT, LESSON_MODELS, o200kUsage));
      // One tool result already in the conversation: the script's turn to fail.
      const conversation = {
        model: 'fallo_api_lento',
        max_tokens: 500,
        messages: [
          { role: 'user', content: 'hola' },
          { role: 'assistant', content: [] },
          { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'x', content: '{}' }] },
        ],
      };
      const sent = { ...headers, 'x-api-key': LAB_API_KEYS.anthropic };
      const pending = inPage(`${SIM_ROOT}/anthropic/v1/messages`, { method: 'POST', headers: sent, body: JSON.stringify(conversation) });
      let settled = false;
      void pending.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(held - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending).status).toBe(504);
    } finally {
      vi.useRealTimers();
    }
  }

  it('holds a request for twice the timeout its client says, then answers 504 as a gateway would', async () => {
    expect(NO_ANSWER_TIMEOUTS).toBe(2);
    await heldFor({ [CLIENT_TIMEOUT_HEADER]: '300' }, 600);
  });

  it('without a timeout header, answers 504 after a long while instead of hanging forever', async () => {
    await heldFor({}, NO_ANSWER_MS);
  });

  it('reads only a positive whole number of ms from the header', () => {
    expect(noAnswerMs('100')).toBe(200);
    expect(noAnswerMs(null)).toBe(NO_ANSWER_MS);
    expect(noAnswerMs('0')).toBe(NO_ANSWER_MS);
    expect(noAnswerMs('-5')).toBe(NO_ANSWER_MS);
    expect(noAnswerMs('abc')).toBe(NO_ANSWER_MS);
  });
});

describe('script usage', () => {
  it('a run cut before the script ends says which steps were never played', async () => {
    const trace = await sim.run({ provider: 'openai-responses', scenario: 'correcto', limits: { maxSteps: 2 } });
    expect(trace.summary.end).toEqual({ kind: 'step_limit', maxSteps: 2 });
    // The scenario the script played is the model the run asked for.
    expect(trace.model).toBe('correcto');
    expect(trace.script).toEqual({
      status: 'unfinished',
      played: ['ask_prices', 'ask_calculator'],
      notPlayed: ['answer'],
    });
  });

  it('the loop script has no end: only a limit stops it', async () => {
    const trace = await sim.run({ provider: 'gemini', scenario: 'bucle' });
    expect(trace.script.status).toBe('endless');
    expect(trace.script.played).toEqual(Array(6).fill('repeat_price'));
  });

  it.each(PROVIDER_IDS)('a conversation the script was not written for ends the run as a script mismatch (%s)', async (provider) => {
    // Outputs capped at 20 characters are no longer JSON: the script cannot read the closes it needs.
    const trace = await sim.run({ provider, scenario: 'correcto', limits: { maxOutputChars: 20 } });
    expect(trace.summary.end).toEqual({
      kind: 'script_mismatch',
      detail: 'expected two closes ({"resultado": {"cierre": …}}) in the first two results',
    });
    expect(trace.script).toMatchObject({ status: 'unexpected', played: ['ask_prices'] });
    // The real APIs have no status for a model that cannot go on: the simulator answers its server error.
    const last = trace.events.filter((e): e is RequestEvent => e.type === 'request').at(-1);
    expect(last?.exchange.status).toBe(500);
  });
});
