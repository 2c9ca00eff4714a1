// The JSON-text protocol over any adapter: a call written in the reply's text is read as a call, its result goes
// back as user text after the model's reply, a malformed attempt is answered with an error, and native calls
// pass through untouched.
import { describe, expect, it } from 'vitest';
import { runAgent } from '../../../../src/core/agent/run-agent.ts';
import { DEFAULT_LIMITS, DEFAULT_SWITCHES } from '../../../../src/core/agent/run-settings.ts';
import type { ResultEvent, TextEvent, TraceEvent } from '../../../../src/core/agent/trace.ts';
import { verifyAnswer } from '../../../../src/core/agent/verify/verify-answer.ts';
import { createAsistenteKit } from '../../../../src/core/labs/asistente/asistente-kit.ts';
import { TEXT_RESULT_PREFIX, withJsonToolCalls } from '../../../../src/core/providers/json-tool-calls.ts';
import type { AskedCall, CallReply, ModelAdapter } from '../../../../src/core/providers/model-adapter.ts';

interface Sent {
  results: CallReply[];
  asData: boolean;
}

/** Plays fixed turns (native calls, or reply text) and records what the loop sent back. */
function memoryAdapter(turns: readonly (AskedCall[] | string)[], sent: Sent[]): ModelAdapter {
  return {
    id: 'memory',
    open() {
      let i = 0;
      return {
        async send(gate) {
          const body = `turn ${i}`;
          gate(body);
          const turn = turns[i++] ?? 'done';
          const exchange = { url: 'memory:', requestBody: body };
          return typeof turn === 'string' ? { ok: true, calls: [], text: turn, exchange } : { ok: true, calls: turn, text: '', exchange };
        },
        reply: (results, asData) => void sent.push({ results: [...results], asData }),
      };
    },
  };
}

function run(turns: readonly (AskedCall[] | string)[], sent: Sent[]) {
  const kit = createAsistenteKit({ now: () => new Date('2025-06-16T14:00:00Z') });
  return runAgent({
    adapter: withJsonToolCalls(memoryAdapter(turns, sent)),
    model: 'memory',
    question: 'What is 2 to the power of 32?',
    kit,
    offered: ['calculator', 'get_datetime', 'wikipedia_search'],
    limits: DEFAULT_LIMITS,
    switches: DEFAULT_SWITCHES,
    profile: 'realistic',
    countTokens: (text) => text.length,
    verify: (input) => verifyAnswer(input),
  });
}

const ofType = <T extends TraceEvent['type']>(events: readonly TraceEvent[], type: T) =>
  events.filter((e) => e.type === type) as Extract<TraceEvent, { type: T }>[];

describe('withJsonToolCalls', () => {
  it('reads the call from the text, keeps the reasoning around it, and sends the result back as user text', async () => {
    const sent: Sent[] = [];
    const trace = await run(['I need to compute it.\n```json\n{"tool": "calculator", "args": {"expression": "2 ** 32"}}\n```', '4294967296'], sent);
    expect(ofType(trace.events, 'call')).toEqual([
      { type: 'call', step: 1, callId: 'json_call_1', name: 'calculator', rawArgs: '{"expression":"2 ** 32"}' },
    ]);
    expect(ofType(trace.events, 'text')).toEqual<TextEvent[]>([{ type: 'text', step: 1, text: 'I need to compute it.' }]);
    expect(ofType(trace.events, 'result')[0]?.output).toEqual({ resultado: '4294967296' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.asData).toBe(false);
    expect(sent[0]?.results[0]?.text).toBe(`${TEXT_RESULT_PREFIX}{"resultado":"4294967296"}`);
    expect(trace.summary.answer).toBe('4294967296');
  });

  it('answers a malformed attempt with the argument error, instead of taking it for the answer', async () => {
    const sent: Sent[] = [];
    const trace = await run(['{"tool": "calculator", "args": {"expression": "2 ** 32"}', 'I give up.'], sent);
    const [result] = ofType(trace.events, 'result') as ResultEvent[];
    expect(result).toMatchObject({ name: 'calculator', executed: false, label: 'type_error', isError: true });
    expect(result?.output).toMatchObject({ error: expect.stringMatching(/^argumentos no son JSON válido: /) });
    expect(ofType(trace.events, 'guardrail').map((g) => g.guard)).toEqual(['args_json']);
    expect(trace.summary.answer).toBe('I give up.');
  });

  it('leaves native calls and plain answers alone', async () => {
    const sent: Sent[] = [];
    const native: AskedCall = { id: 'call_1', name: 'calculator', rawArgs: '{"expression": "2 ** 32"}' };
    const trace = await run([[native], '2 to the power of 32 is 4294967296.'], sent);
    expect(ofType(trace.events, 'call')[0]?.callId).toBe('call_1');
    expect(sent[0]?.asData).toBe(true);
    expect(sent[0]?.results[0]?.text).toBe('{"resultado":"4294967296"}');
    expect(trace.summary.findings).toEqual([]);
  });
});
