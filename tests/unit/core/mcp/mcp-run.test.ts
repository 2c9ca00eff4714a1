// The golden check of the loop as an MCP client: the lesson's four scenarios, run with the lesson's tools served
// by a real MCP server, give the same table as with the tools run in the page (and the same results, sent back the
// same), the trace holding each JSON-RPC exchange; plan and execute reaches the same answer; and such traces
// export and read back as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComputeStage } from '../../../../src/core/agent/plan/plan-trace.ts';
import { scriptedPlanBackend } from '../../../../src/core/sim/scripted-plans.ts';
import type { ResultEvent, Trace } from '../../../../src/core/agent/trace.ts';
import { connectMcp } from '../../../../src/core/mcp/mcp-connection.ts';
import { mcpToolKit } from '../../../../src/core/mcp/mcp-tool-kit.ts';
import { lessonPlanAndExecute, lessonScenarioPlan } from '../../../../src/core/labs/lesson-plans.ts';
import { run } from '../../../../src/core/run/run.ts';
import { LESSON_QUESTION, LESSON_SCENARIO_IDS } from '../../../../src/core/sim/scenarios.ts';
import { simulatedBackend } from '../../../../src/core/sim/simulated-backend.ts';
import type { ToolKit } from '../../../../src/core/tools/tool-kit-types.ts';
import { readTraceFile } from '../../../../src/core/trace-io/import-trace.ts';
import { traceFileJson, type TraceFileRun } from '../../../../src/core/trace-io/trace-file.ts';
import { openGoldenContext, type GoldenContext } from '../../../golden/play-case.ts';
import { LESSON_KIT } from '../../../../src/core/labs/kit-table.ts';
import { createMcpHost } from '../../../../src/core/mcp/mcp-host.ts';
import { PROVIDER_IDS, type ProviderId } from '../../../../src/core/shapes/provider-ids.ts';

const MCP_URL = 'http://lab.test/mcp/lesson';
const TRANSPORT = { root: 'http://sim.test', mode: 'node' } as const;

let ctx: GoldenContext;
let mcpKit: ToolKit;
beforeAll(async () => {
  ctx = await openGoldenContext();
  // The lab's own server for the lesson's kit, as the page serves it at mcp/lesson.
  const host = createMcpHost('http://lab.test/', [LESSON_KIT], () => Promise.resolve(ctx.kit));
  mcpKit = mcpToolKit(await connectMcp({ url: MCP_URL, fetch: (url, init) => host.fetch(new Request(url, init)) }));
});
afterAll(() => ctx.close());

const backend = (provider: ProviderId = 'anthropic') => simulatedBackend({ provider, transport: TRANSPORT, countTokens: ctx.countTokens });
const results = (trace: Trace) => trace.events.filter((e): e is ResultEvent => e.type === 'result');
/** A result as the model and the verifier see it: without its exchange. */
const seen = ({ rpc: _rpc, ...result }: ResultEvent) => result;

describe("the lesson's four scenarios through MCP", () => {
  const table = LESSON_SCENARIO_IDS.flatMap((scenario) => PROVIDER_IDS.map((provider) => [scenario, provider] as const));
  it.each(table)('%s on %s: the same table, results and requests as the tools run in the page', async (scenario, provider) => {
    const local = await run(lessonScenarioPlan({ scenario, kit: ctx.kit }), backend(provider));
    const mcp = await run(lessonScenarioPlan({ scenario, kit: mcpKit }), backend(provider));
    expect(mcp.trace.summary).toEqual(local.trace.summary);
    expect(mcp.report.script).toEqual(local.report.script);
    expect(results(mcp.trace).map(seen)).toEqual(results(local.trace));
    // The model was offered the same tools, byte for byte: the server's schemas are the ones it saw.
    const requests = (t: Trace) => t.events.flatMap((e) => (e.type === 'request' ? [e.exchange.requestBody] : []));
    expect(requests(mcp.trace)).toEqual(requests(local.trace));
    expect(mcp.trace.toolServer?.url).toBe(MCP_URL);
    expect(mcp.trace.toolServer?.exchanges.map((e) => e.method)).toEqual(['initialize', 'notifications/initialized', 'tools/list']);
    expect(local.trace.toolServer).toBeUndefined();
    // Every call that reached a tool went over tools/call, its exchange under its result.
    for (const result of results(mcp.trace).filter((r) => r.executed)) {
      expect(result.rpc?.method).toBe('tools/call');
      expect(JSON.parse(result.rpc?.request ?? '{}')).toMatchObject({ params: { name: result.name } });
    }
    expect(results(local.trace).some((r) => r.rpc)).toBe(false);
  });

  it('argumentos_inventados: the server refuses what the model invented, labelled as the page labels it', async () => {
    const mcp = await run(lessonScenarioPlan({ scenario: 'argumentos_inventados', kit: mcpKit }), backend());
    const refused = results(mcp.trace).filter((r) => r.label);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(JSON.parse(r.rpc?.response.match(/\{.*\}/s)?.[0] ?? '{}')).toMatchObject({ result: { isError: true } });
  });

  it('with validation off, the calls still go over tools/call, and the server still validates', async () => {
    const switches = { validation: false };
    const mcp = await run(lessonScenarioPlan({ scenario: 'argumentos_inventados', kit: mcpKit, switches }), backend());
    const validations = mcp.trace.events.filter((e) => e.type === 'validation');
    expect(validations.length).toBeGreaterThan(0);
    expect(validations.every((v) => v.outcome === 'skipped')).toBe(true);
    const calls = results(mcp.trace).filter((r) => r.rpc);
    expect(calls.length).toBe(validations.length);
    expect(calls.some((r) => r.label && r.isError)).toBe(true);
  });
});

describe('plan and execute through MCP', () => {
  it('computes the same table and answer, each call with its exchange', async () => {
    const plan = (kit: ToolKit) => lessonPlanAndExecute({ question: LESSON_QUESTION, kit });
    const local = await run(plan(ctx.kit), scriptedPlanBackend('correcto'));
    const mcp = await run(plan(mcpKit), scriptedPlanBackend('correcto'));
    expect(mcp.trace.answer).toBe(local.trace.answer);
    expect(mcp.trace.findings).toEqual([]);
    const compute = (t: typeof mcp.trace) => t.stages.find((s): s is ComputeStage => s.stage === 'compute');
    expect(compute(mcp.trace)?.table).toEqual(compute(local.trace)?.table);
    expect(compute(mcp.trace)?.calls.map((c) => c.rpc?.method)).toEqual(['tools/call', 'tools/call', 'tools/call']);
    expect(compute(local.trace)?.calls.some((c) => c.rpc)).toBe(false);
  });

  it("a fork's edited result stands in for the server's, the rest still asked over MCP", async () => {
    const fork = { edits: [{ kind: 'stage-result' as const, call: 0, text: '{"resultado": {"fecha": "2024-03-15", "cierre": 10}}' }] };
    const mcp = await run(lessonPlanAndExecute({ question: LESSON_QUESTION, kit: mcpKit, fork }), scriptedPlanBackend('correcto'));
    const calls = mcp.trace.stages.find((s): s is ComputeStage => s.stage === 'compute')?.calls ?? [];
    expect(calls[0]?.rpc).toBeUndefined();
    expect(calls.slice(1).map((c) => c.rpc?.method)).toEqual(['tools/call', 'tools/call']);
  });
});

describe('traces with MCP exchanges', () => {
  let react: Trace;
  beforeAll(async () => {
    react = (await run(lessonScenarioPlan({ scenario: 'correcto', kit: mcpKit }), backend())).trace;
  });

  it('export and read back as they were', async () => {
    const plan = await run(lessonPlanAndExecute({ question: LESSON_QUESTION, kit: mcpKit }), scriptedPlanBackend('correcto'));
    const runs: [TraceFileRun, ...TraceFileRun[]] = [
      { label: 'react over MCP', trace: react },
      { label: 'plan over MCP', planTrace: plan.trace },
    ];
    const read = readTraceFile(traceFileJson(runs));
    expect(read.ok && read.file.runs).toEqual(runs);
  });

  it('an exchange with no reply reads back; one whose method is not a method name is refused', () => {
    const trace = structuredClone(react);
    const exchange = trace.toolServer?.exchanges[0];
    if (!exchange) throw new Error('no exchange');
    Object.assign(exchange, { status: null, response: '' });
    const read = readTraceFile(traceFileJson([{ label: 'refused', trace }]));
    expect(read.ok && read.file.runs).toEqual([{ label: 'refused', trace }]);
    exchange.method = 'x'.repeat(201);
    expect(readTraceFile(traceFileJson([{ label: 'long', trace }])).ok).toBe(false);
  });
});
