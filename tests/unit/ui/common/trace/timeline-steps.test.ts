// The timeline's grouping on real runs of the simulated APIs (MSW's Node server, the official SDKs).
import { describe, expect, it } from 'vitest';
import { useSimulators } from '../../../core/sim/sim-fixture.ts';
import type { Trace } from '../../../../../src/core/agent/index.ts';
import { scriptText } from '../../../../../src/ui/common/trace/run-texts.ts';
import { argsText, indentJson, timelineSteps } from '../../../../../src/ui/common/trace/timeline-steps.ts';

const sim = useSimulators();

describe('timeline steps', () => {
  it('puts the invalid call of argumentos_inventados in step 1 with its validation, label and error', async () => {
    const trace = await sim.run({ provider: 'anthropic', scenario: 'argumentos_inventados' });
    const steps = timelineSteps(trace);
    expect(steps.map((s) => [s.step, s.calls.map((c) => c.call.name)])).toEqual([
      [1, ['precio']],
      [2, ['precio', 'precio']],
      [3, ['calculadora']],
      [4, []],
    ]);
    const [invalid] = steps[0]!.calls;
    expect(invalid!.validation).toMatchObject({ outcome: 'invalid', label: 'value_error' });
    expect(invalid!.result).toMatchObject({ executed: false, isError: true, label: 'value_error' });
    expect(argsText(invalid!.call.rawArgs)).toBe('{"ticker":"BUSMAR","fecha":"15/03/2024"}');
    expect(steps[3]!.answer).toBe('El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.');
    expect(steps.every((s) => s.request?.sent)).toBe(true);
  });

  it('attaches the repetition guardrail to its call and the step limit to the last step (bucle)', async () => {
    const trace = await sim.run({ provider: 'openai-responses', scenario: 'bucle' });
    const steps = timelineSteps(trace);
    expect(steps).toHaveLength(6);
    expect(steps[0]!.calls[0]!.guardrails).toEqual([]);
    expect(steps[1]!.calls[0]!.guardrails.map((g) => g.guard)).toEqual(['repetition']);
    expect(steps[1]!.calls[0]!.result?.wireText).toBe('{"error": "llamada repetida: ya tienes el resultado"}');
    expect(steps[5]!.guardrails.map((g) => g.guard)).toEqual(['step_limit']);
    // Responses API arguments are JSON text, shown as the model wrote them.
    expect(argsText(steps[0]!.calls[0]!.call.rawArgs)).toBe('{"ticker": "BUSI", "fecha": "2024-03-15"}');
  });

  it('keeps what the model wrote beside its calls with its step (the companion labs\' reasoning, a JSON-text call)', () => {
    const events: Trace['events'] = [
      { type: 'text', step: 1, text: 'First, 15% of 847.' },
      { type: 'call', step: 1, callId: 'c1', name: 'calculator', rawArgs: '{"expression": "847 * 0.15"}' },
      { type: 'answer', step: 2, text: '141.05' },
    ];
    const steps = timelineSteps({ events } as Trace);
    expect(steps.map((s) => [s.step, s.text, s.answer])).toEqual([
      [1, 'First, 15% of 847.', undefined],
      [2, undefined, '141.05'],
    ]);
  });

  it("names the lesson's script rules in words and any other script's rules by their ids", () => {
    expect(scriptText({ status: 'complete', played: ['ask_prices', 'answer'], notPlayed: [] }).en).toBe('Script fully used: ask for both prices, answer.');
    expect(scriptText({ status: 'unfinished', played: ['read'], notPlayed: ['switch_off', 'answer'] }).es).toBe(
      'Guion sin terminar: se jugó read; nunca se llegó a switch_off, responder.',
    );
  });

  it("names a what-if's rules in words in both languages, on any script", () => {
    const play = { status: 'unfinished' as const, played: ['ask_prices', 'what_if_retry', 'what_if_give_up'], notPlayed: ['ask_calculator', 'answer'] };
    expect(scriptText(play)).toEqual({
      en: 'Script not fully used: played ask for both prices, ask again for what failed (what-if), give up without the data (what-if); never reached ask for the calculator, answer.',
      es: 'Guion sin terminar: se jugó pedir los dos precios, volver a pedir lo que falló (y si), rendirse sin los datos (y si); nunca se llegó a pedir la calculadora, responder.',
    });
    expect(scriptText({ status: 'unfinished', played: ['schema', 'what_if_answer'], notPlayed: ['aggregate'] }).en).toBe(
      'Script not fully used: played schema, answer with what it got (what-if); never reached aggregate.',
    );
  });

  it('indents a JSON body for reading and leaves anything else as it came', () => {
    expect(indentJson('{"a":[1]}')).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(indentJson('not json')).toBe('not json');
    // An MCP server's reply as an event stream: each data line's JSON indented, the rest as it came.
    expect(indentJson('event: message\ndata: {"id":1}\n\n')).toBe('event: message\ndata: {\n  "id": 1\n}\n\n');
    expect(indentJson('data: not json\n')).toBe('data: not json\n');
  });
});
