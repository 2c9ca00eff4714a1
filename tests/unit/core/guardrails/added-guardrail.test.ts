// A guardrail added as a student would add one: one file (tests/fixtures/guardrails/one-call-per-tool.ts) and one
// line in the table (addGuardrail), no other file edited. The loop asks it about each call and it refuses a second
// call to a tool; the trace records its event and the page words it in both languages; the loop's drawing gets its
// gate and names it in its description; the link turns it off and back on; an exported file reads back with it,
// and its OpenTelemetry event carries its id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import { revealUnits } from '../../../../src/core/agent/reveal-units.ts';
import { runAgent } from '../../../../src/core/agent/run-agent.ts';
import { DEFAULT_LIMITS, settleSettings } from '../../../../src/core/agent/run-settings.ts';
import type { GuardrailEvent, ResultEvent, Trace, TraceEvent } from '../../../../src/core/agent/trace.ts';
import { verifyAnswer } from '../../../../src/core/agent/verify/verify-answer.ts';
import { loadMarketData } from '../../../../src/core/data/load-market-data.ts';
import { addGuardrail, defaultSwitches, guardrails, type Switches } from '../../../../src/core/guardrails/index.ts';
import type { AskedCall, ModelAdapter } from '../../../../src/core/providers/model-adapter.ts';
import { LESSON_QUESTION, LESSON_TOOL_NAMES } from '../../../../src/core/sim/scenarios.ts';
import { createLessonToolKit } from '../../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../../src/core/tools/tool-kit-types.ts';
import { readTraceFile } from '../../../../src/core/trace-io/import-trace.ts';
import { toOtlpJson } from '../../../../src/core/trace-io/otel-export.ts';
import { traceFileJson } from '../../../../src/core/trace-io/trace-file.ts';
import { readApisState } from '../../../../src/ui/apis/apis-params.ts';
import { apisRecipeTitle } from '../../../../src/ui/apis/apis-recipe.ts';
import { loopState } from '../../../../src/ui/common/loop/loop-state.ts';
import { gateLabel, gateName, loopLabel } from '../../../../src/ui/common/loop/loop-texts.ts';
import { parseHash } from '../../../../src/ui/common/route.svelte.ts';
import { offParam } from '../../../../src/ui/common/settings-params.ts';
import { guardTitle, guardWording } from '../../../../src/ui/common/trace/guard-wording.ts';
import { readLabState } from '../../../../src/ui/labs/lab-params.ts';
import { oneCallPerTool } from '../../../fixtures/guardrails/one-call-per-tool.ts';

let kit: ToolKit;
// The unit tests share their modules: the table is left as it was found.
let remove = (): void => undefined;
beforeAll(async () => {
  remove = addGuardrail(oneCallPerTool);
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
});
afterAll(() => remove());

const precio = (id: string, fecha: string): AskedCall => ({ id, name: 'precio', rawArgs: { ticker: 'BUSI', fecha } });

/** A model that asks for the price twice (two dates, so repetition detection lets the second through), then answers. */
const twice: ModelAdapter = {
  id: 'scripted',
  open() {
    const turns: (AskedCall[] | string)[] = [[precio('a', '2024-03-15')], [precio('b', '2024-03-22')], 'fin'];
    let i = 0;
    return {
      async send(gate) {
        const body = JSON.stringify({ turn: i });
        await gate(body, undefined);
        const turn = turns[i++] ?? 'fin';
        const exchange = { url: 'memory:', requestBody: body };
        return typeof turn === 'string' ? { ok: true, calls: [], text: turn, exchange } : { ok: true, calls: turn, text: '', exchange };
      },
      reply: () => undefined,
    };
  },
};

const run = (switches: Partial<Switches> = {}): Promise<Trace> =>
  runAgent({
    adapter: twice,
    model: 'scripted',
    question: LESSON_QUESTION,
    kit,
    offered: LESSON_TOOL_NAMES,
    limits: DEFAULT_LIMITS,
    switches: settleSettings([{ switches }]).switches,
    profile: 'lesson',
    countTokens: (text) => text.length,
    verify: verifyAnswer,
  });

const results = (events: readonly TraceEvent[]) => events.filter((e): e is ResultEvent => e.type === 'result');
const guards = (events: readonly TraceEvent[]) => events.filter((e): e is GuardrailEvent => e.type === 'guardrail');

describe('a guardrail added to the table', () => {
  it('is in the table, last, and on by default in every run', () => {
    expect(guardrails().at(-1)).toBe(oneCallPerTool);
    expect(defaultSwitches().oneCallPerTool).toBe(true);
    expect(settleSettings([]).switches.oneCallPerTool).toBe(true);
    expect(() => addGuardrail(oneCallPerTool)).toThrow(/already in the table/);
  });

  it('taken out again, the table is the lab\'s own', () => {
    remove();
    expect(guardrails().map((g) => g.id)).not.toContain('oneCallPerTool');
    expect(defaultSwitches()).not.toHaveProperty('oneCallPerTool');
    remove = addGuardrail(oneCallPerTool);
  });

  it('the loop asks it about each call: the second call to a tool is refused, and its error goes back to the model', async () => {
    const trace = await run();
    expect(results(trace.events).map((r) => [r.executed, r.output])).toEqual([
      [true, expect.objectContaining({ resultado: expect.anything() })],
      [false, { error: 'ya llamaste a precio en esta ejecución' }],
    ]);
    expect(guards(trace.events)).toEqual([{ type: 'guardrail', step: 2, guard: 'oneCallPerTool', callId: 'b', detail: 'precio was already called once' }]);
    expect(trace.settings.switches.oneCallPerTool).toBe(true);
  });

  it('switched off, the loop lets the second call run', async () => {
    const trace = await run({ oneCallPerTool: false });
    expect(results(trace.events).map((r) => r.executed)).toEqual([true, true]);
    expect(guards(trace.events)).toEqual([]);
  });

  it("the trace's texts: its event's name and its note, in both languages", async () => {
    const [event] = guards((await run()).events);
    if (!event) throw new Error('no guardrail event');
    expect(guardTitle(event.guard)).toEqual({ en: 'second call to a tool', es: 'segunda llamada a una herramienta' });
    expect(guardWording(event.guard, event.detail, 'es')).toBe('precio ya se llamó una vez');
    expect(guardWording(event.guard, event.detail, 'en')).toBe('precio was already called once');
  });

  it("the drawing: its gate, on or off as the run was set, the refusal bounces off it, and the description names it", async () => {
    const trace = await run();
    const units = revealUnits(trace);
    const refused = units.findIndex((u) => u.kind === 'checks' && u.eventIndices.some((i) => trace.events[i]?.type === 'guardrail'));
    const state = loopState(trace, units, refused + 1);
    expect(state.rejected).toBe('oneCallPerTool');
    expect(state.gates.oneCallPerTool).toBe('on');
    expect(state.fired.oneCallPerTool).toBe(1);
    expect(gateLabel('oneCallPerTool', 'es')).toBe('una vez');
    expect(loopLabel(state, 'en')).toContain('Bounced off: One call per tool.');
    expect(loopLabel(state, 'es')).toContain('Rebotó en: Una llamada por herramienta.');
    const off = loopState(await run({ oneCallPerTool: false }), [], null);
    expect(gateName('oneCallPerTool', off, 'en')).toBe('One call per tool (off)');
  });

  it('the link: `off` turns it off on #/apis and a lab, and the page writes it back', () => {
    const apis = readApisState(parseHash('#/apis?off=repetition,oneCallPerTool').params);
    expect(apis.settings.switches).toEqual({ ...defaultSwitches(), repetition: false, oneCallPerTool: false });
    expect(offParam(apis.settings.switches, 'repetition', true)).toBe('oneCallPerTool');
    expect(offParam(defaultSwitches(), 'oneCallPerTool', false)).toBe('oneCallPerTool');
    expect(offParam(apis.settings.switches, 'oneCallPerTool', true)).toBe('repetition');
    expect(readLabState('hogar', parseHash('#/labs/hogar?off=oneCallPerTool').params).switchesOff).toEqual({ oneCallPerTool: false });
    expect(apisRecipeTitle(apis, 'en')).toContain('tools callable more than once');
  });

  it('an exported file reads back with its event and switch, and its OpenTelemetry event carries its id and place', async () => {
    const trace = await run();
    const read = readTraceFile(traceFileJson([{ label: 'fixture', trace }]));
    if (!read.ok) throw new Error(read.message.en);
    expect(read.file.runs[0]).toEqual({ label: 'fixture', trace });
    const spans = toOtlpJson([{ label: 'fixture', trace }]).resourceSpans[0]?.scopeSpans[0]?.spans ?? [];
    const event = spans.flatMap((s) => s.events ?? []).find((e) => e.name === 'agent_loop_lab.guardrail');
    const attributes = Object.fromEntries((event?.attributes ?? []).map((a) => [a.key, a.value]));
    expect(attributes['agent_loop_lab.guardrail.id']).toEqual({ stringValue: 'oneCallPerTool' });
    expect(attributes['agent_loop_lab.guardrail.place']).toEqual({ stringValue: 'call' });
  });
});
