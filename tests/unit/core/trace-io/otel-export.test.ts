// The OTel export's shape, checked on every golden run: one trace per run, a root `invoke_agent` span with a
// `chat` span per request and an `execute_tool` span per result under it, OTLP/JSON's encoding (hex ids of the
// right length, unique; times as ordered decimal strings; typed attributes), the GenAI attributes with the right
// values, output tokens only where a local model counted them, and a fork's edited values marked.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RequestEvent, ResultEvent, Trace } from '../../../../src/core/agent/trace.ts';
import { toOtlpJson } from '../../../../src/core/trace-io/otel-export.ts';
import type { OtlpSpan, OtlpValue } from '../../../../src/core/trace-io/otlp-json.ts';
import type { PlanRun, TraceRun } from '../../../../src/core/trace-io/trace-file.ts';
import { goldenFiles, localRun, modelExchanges, planRuns } from './trace-io-fixture.ts';

const RUNS: TraceRun[] = goldenFiles().flatMap((g) => g.runs);

const PROVIDER_NAMES: Record<string, string> = {
  'openai-responses': 'openai',
  'openai-chat': 'openai',
  anthropic: 'anthropic',
  gemini: 'gcp.gemini',
};

function spansOf(runs: (TraceRun | PlanRun)[], startMs?: number): OtlpSpan[] {
  const data = toOtlpJson(runs, startMs === undefined ? {} : { startMs });
  expect(data.resourceSpans).toHaveLength(1);
  return data.resourceSpans[0]?.scopeSpans[0]?.spans ?? [];
}

function attribute(span: OtlpSpan | undefined, key: string): OtlpValue | undefined {
  return span?.attributes.find((a) => a.key === key)?.value;
}

/** The span's `gen_ai.operation.name`, which every span of the lab's but a plan's stages has. */
function operation(span: OtlpSpan | undefined): string | undefined {
  const value = attribute(span, 'gen_ai.operation.name');
  return value && 'stringValue' in value ? value.stringValue : undefined;
}
const requests = (trace: Trace) => trace.events.filter((e): e is RequestEvent => e.type === 'request');
const results = (trace: Trace) => trace.events.filter((e): e is ResultEvent => e.type === 'result');

describe('the OTLP envelope', () => {
  it("names the lab as the resource's service and the spans' scope", () => {
    const data = toOtlpJson(RUNS.slice(0, 1));
    const resource = data.resourceSpans[0];
    expect(resource?.resource.attributes.find((a) => a.key === 'service.name')?.value).toEqual({ stringValue: 'agent-loop-lab' });
    expect(resource?.scopeSpans[0]?.scope).toEqual({ name: 'agent-loop-lab', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('is the same for the same runs, and its ids tell two identical runs apart', () => {
    const run = RUNS[0] as TraceRun;
    expect(toOtlpJson([run])).toEqual(toOtlpJson([structuredClone(run)]));
    const [a, b] = [spansOf([run, run])[0], spansOf([run, run]).find((s, i) => i > 0 && s.parentSpanId === undefined)];
    expect(a?.traceId).not.toBe(b?.traceId);
  });

  it('ids are hex of OTLP lengths, unique over every golden run', () => {
    const spans = spansOf(RUNS);
    for (const span of spans) {
      expect(span.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(span.spanId).toMatch(/^[0-9a-f]{16}$/);
    }
    expect(new Set(spans.map((s) => s.spanId)).size).toBe(spans.length);
    expect(new Set(spans.map((s) => s.traceId)).size).toBe(RUNS.length);
  });

  it("times are decimal nanoseconds from startMs, a child's within its parent's", () => {
    const spans = spansOf(RUNS.slice(0, 3), 1_700_000_000_123);
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    for (const span of spans) {
      expect(span.startTimeUnixNano).toMatch(/^\d+$/);
      const [start, end] = [BigInt(span.startTimeUnixNano), BigInt(span.endTimeUnixNano)];
      expect(start >= 1_700_000_000_123_000_000n && end > start).toBe(true);
      const parent = span.parentSpanId === undefined ? undefined : byId.get(span.parentSpanId);
      if (parent) expect(start >= BigInt(parent.startTimeUnixNano) && end <= BigInt(parent.endTimeUnixNano)).toBe(true);
    }
  });
});

describe.each(RUNS.map((run) => [run.label, run] as const))('%s', (_label, run) => {
  const { trace } = run;
  const spans = spansOf([run]);
  const [root, ...children] = spans;

  it('one root span, one chat span a request, one tool span a result, all under the root', () => {
    expect(spans).toHaveLength(1 + requests(trace).length + results(trace).length);
    expect(root?.parentSpanId).toBeUndefined();
    expect(root?.name).toBe(`invoke_agent ${trace.model}`);
    expect(operation(root)).toBe('invoke_agent');
    for (const child of children) {
      expect(child.parentSpanId).toBe(root?.spanId);
      expect(child.traceId).toBe(root?.traceId);
    }
    expect(children.map(operation)).toEqual(trace.events.flatMap((e) => (e.type === 'request' ? ['chat'] : e.type === 'result' ? ['execute_tool'] : [])));
  });

  it("chat spans: the provider, the model, the request's tokens, no output tokens, the response's id", () => {
    const chats = children.filter((s) => operation(s) === 'chat');
    requests(trace).forEach((request, i) => {
      const span = chats[i];
      expect(span?.name).toBe(`chat ${trace.model}`);
      expect(span?.kind).toBe(3);
      expect(attribute(span, 'gen_ai.provider.name')).toEqual({ stringValue: PROVIDER_NAMES[trace.backend] });
      expect(attribute(span, 'gen_ai.request.model')).toEqual({ stringValue: trace.model });
      expect(attribute(span, 'gen_ai.usage.input_tokens')).toEqual(request.sent ? { intValue: String(request.tokens) } : undefined);
      expect(attribute(span, 'gen_ai.usage.output_tokens')).toBeUndefined();
      const body = request.exchange.responseBody?.startsWith('{') ? (JSON.parse(request.exchange.responseBody) as { id?: unknown; responseId?: unknown }) : {};
      const id = body.id ?? body.responseId;
      expect(attribute(span, 'gen_ai.response.id')).toEqual(typeof id === 'string' ? { stringValue: id } : undefined);
      if (!request.sent) expect(span?.status.code).toBe(2);
    });
  });

  it('tool spans: the tool, the call id, an error status for an error result', () => {
    const tools = children.filter((s) => operation(s) === 'execute_tool');
    results(trace).forEach((result, i) => {
      const span = tools[i];
      expect(span?.name).toBe(`execute_tool ${result.name}`.trim());
      expect(attribute(span, 'gen_ai.tool.call.id')).toEqual({ stringValue: result.callId });
      expect(attribute(span, 'gen_ai.tool.name')).toEqual(result.name ? { stringValue: result.name } : undefined);
      expect(span?.status.code).toBe(result.isError ? 2 : 1);
    });
  });

  it("the root's status says how the run ended", () => {
    expect(root?.status.code).toBe(trace.summary.end.kind === 'answered' ? 1 : 2);
    expect(attribute(root, 'agent_loop_lab.end')).toEqual({ stringValue: trace.summary.end.kind });
    expect(attribute(root, 'gen_ai.usage.input_tokens')).toEqual({ intValue: String(trace.summary.tokens) });
  });
});

describe('what only some runs have', () => {
  it('the golden runs include errors, guardrails and response ids, so the checks above see them', () => {
    const spans = spansOf(RUNS);
    expect(spans.some((s) => operation(s) === 'execute_tool' && s.status.code === 2)).toBe(true);
    expect(spans.some((s) => s.events?.some((e) => e.name === 'agent_loop_lab.guardrail'))).toBe(true);
    // Gemini's simulator writes no responseId (the API's is optional), so its spans have none.
    for (const provider of ['openai-responses', 'openai-chat', 'anthropic']) {
      const run = RUNS.find((r) => r.trace.backend === provider);
      expect(spansOf(run ? [run] : []).some((s) => attribute(s, 'gen_ai.response.id') !== undefined), provider).toBe(true);
    }
  });

  it("a local run: the lab's provider name, and each generation's output tokens", () => {
    const local = localRun(RUNS.find((r) => requests(r.trace).length > 2) as TraceRun);
    const chats = spansOf([local]).filter((s) => operation(s) === 'chat');
    expect(attribute(chats[0], 'gen_ai.provider.name')).toEqual({ stringValue: 'agent_loop_lab.local-hermes' });
    const counted = local.report && 'steps' in local.report ? local.report.steps : [];
    expect(chats.map((s) => attribute(s, 'gen_ai.usage.output_tokens'))).toEqual(counted.map((s) => ({ intValue: String(s.generatedTokens) })));
    expect(chats.every((s) => attribute(s, 'gen_ai.response.id') === undefined)).toBe(true);
  });

  it("a fork: an edited result's tool span and an edited reply's chat span are marked, the root counts the edits", () => {
    const run = structuredClone(RUNS.find((r) => results(r.trace).length > 1) as TraceRun);
    const edited = results(run.trace)[1] as ResultEvent;
    edited.edited = true;
    const answer = run.trace.events.find((e) => e.type === 'answer' || e.type === 'text');
    if (answer && (answer.type === 'answer' || answer.type === 'text')) answer.edited = true;
    run.trace.edits = [{ kind: 'result', step: edited.step, call: 0, text: edited.wireText }];
    const spans = spansOf([run]);
    const marked = spans.filter((s) => attribute(s, 'agent_loop_lab.edited') !== undefined);
    expect(marked.map((s) => attribute(s, 'agent_loop_lab.edited'))).toEqual([{ boolValue: true }, { boolValue: true }]);
    expect(marked.map((s) => operation(s)).sort()).toEqual(['chat', 'execute_tool']);
    expect(attribute(marked.find((s) => operation(s) === 'execute_tool'), 'gen_ai.tool.call.id')).toEqual({ stringValue: edited.callId });
    expect(attribute(spans[0], 'agent_loop_lab.edits')).toEqual({ intValue: '1' });
    expect(attribute(spansOf([RUNS[0] as TraceRun])[0], 'agent_loop_lab.edits')).toBeUndefined();
  });
});

describe('plan and execute', () => {
  let plans: PlanRun[];
  beforeAll(async () => {
    plans = await planRuns();
  });

  it('a root, a span a stage, and under each stage its chat and tool spans', () => {
    for (const plan of plans) {
      const spans = spansOf([plan]);
      const [root, ...rest] = spans;
      const stages = rest.filter((s) => s.parentSpanId === root?.spanId);
      const calls = plan.planTrace.stages.flatMap((s) => (s.stage === 'compute' ? s.calls : []));
      expect(spans, plan.label).toHaveLength(1 + plan.planTrace.stages.length + modelExchanges(plan.planTrace).length + calls.length);
      expect(stages.map((s) => s.name)).toEqual(plan.planTrace.stages.map((s) => `stage ${s.stage}`));
      const stageIds = new Set(stages.map((s) => s.spanId));
      const leaves = rest.filter((s) => !stageIds.has(s.spanId));
      expect(leaves.every((s) => s.parentSpanId !== undefined && stageIds.has(s.parentSpanId))).toBe(true);
      expect(leaves.filter((s) => operation(s) === 'execute_tool').map((s) => attribute(s, 'gen_ai.tool.name'))).toEqual(
        calls.map((c) => ({ stringValue: c.name })),
      );
      const chats = leaves.filter((s) => operation(s) === 'chat');
      expect(chats.map((s) => attribute(s, 'gen_ai.usage.output_tokens'))).toEqual(plan.report?.steps.map((s) => ({ intValue: String(s.generatedTokens) })));
      expect(root?.status.code).toBe(plan.planTrace.end === 'answered' ? 1 : 2);
    }
  });

  it('without a model or a backend, the spans say neither', () => {
    const plan = plans[0] as PlanRun;
    const spans = spansOf([{ label: plan.label, planTrace: plan.planTrace }]);
    expect(spans[0]?.name).toBe('invoke_agent');
    expect(spans.every((s) => attribute(s, 'gen_ai.provider.name') === undefined && attribute(s, 'gen_ai.usage.output_tokens') === undefined)).toBe(true);
  });
});
