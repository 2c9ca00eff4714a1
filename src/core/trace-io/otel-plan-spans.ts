// A plan-and-execute run as GenAI spans: the run is an `invoke_agent` span, each stage a span under it, and under
// the stages what they did: the model's replies (extract's attempts, the writer's sentence) as `chat` spans, the
// program's tool calls as `execute_tool` spans. One millisecond each on the run's clock; a stage lasts as long as
// what it holds (at least one).
import type { ModelExchange, PlanStage } from '../agent/plan/plan-trace.ts';
import type { VerifiedCall } from '../agent/verify/verify-input.ts';
import type { OtlpSpan } from './otlp-json.ts';
import { genAiProviderName, SPAN_CLIENT, SPAN_INTERNAL, spanName, spanWriter, type SpanDraft } from './otel-spans.ts';
import type { PlanRun } from './trace-file.ts';

export function planSpans(run: PlanRun, traceId: string, startMs: number): OtlpSpan[] {
  const { planTrace: plan, model, report } = run;
  const write = spanWriter(traceId, startMs);
  const provider = run.backend === undefined ? undefined : genAiProviderName(run.backend);
  const widths = plan.stages.map(stageWidth);
  const root = write({
    name: spanName('invoke_agent', model),
    kind: SPAN_INTERNAL,
    fromMs: 0,
    toMs: Math.max(widths.reduce((a, b) => a + b, 0), 1),
    attributes: {
      'gen_ai.operation.name': 'invoke_agent',
      'gen_ai.provider.name': provider,
      'gen_ai.request.model': model,
      'gen_ai.usage.input_tokens': report?.steps.reduce((sum, s) => sum + s.inputTokens, 0),
      'agent_loop_lab.run.label': run.label,
      'agent_loop_lab.design': 'plan-and-execute',
      'agent_loop_lab.backend': run.backend,
      'agent_loop_lab.question': plan.question,
      'agent_loop_lab.end': plan.end,
      'agent_loop_lab.findings': plan.findings.map((f) => f.code),
      'agent_loop_lab.edits': plan.edits?.length,
      'error.type': plan.end === 'answered' ? undefined : plan.end,
    },
    ...(plan.end === 'answered' ? {} : { error: plan.end }),
  });

  // A local model's generations, in order: one for each reply the model wrote (an edited reply was the student's).
  const generations = (report?.steps ?? []).values();
  const chat = (parent: OtlpSpan, exchange: ModelExchange, atMs: number): OtlpSpan => {
    const generation = exchange.edited ? undefined : generations.next().value;
    return write({
      name: spanName('chat', model),
      kind: SPAN_CLIENT,
      parent,
      fromMs: atMs,
      toMs: atMs + 1,
      attributes: {
        'gen_ai.operation.name': 'chat',
        'gen_ai.provider.name': provider,
        'gen_ai.request.model': model,
        'gen_ai.usage.input_tokens': generation?.inputTokens,
        'gen_ai.usage.output_tokens': generation?.generatedTokens,
        'agent_loop_lab.edited': exchange.edited,
        'error.type': exchange.failure === undefined ? undefined : 'model_failed',
      },
      ...(exchange.failure === undefined ? {} : { error: exchange.failure }),
    });
  };

  const spans = [root];
  let at = 0;
  plan.stages.forEach((stage, s) => {
    const error = stageError(stage);
    const stageSpan = write({
      name: spanName('stage', stage.stage),
      kind: SPAN_INTERNAL,
      parent: root,
      fromMs: at,
      toMs: at + (widths[s] ?? 1),
      attributes: {
        'agent_loop_lab.plan.stage': stage.stage,
        'agent_loop_lab.findings': stage.stage === 'verify' ? stage.findings.map((f) => f.code) : undefined,
        'error.type': error === undefined ? undefined : `${stage.stage}_failed`,
      },
      ...(error === undefined ? {} : { error }),
    });
    spans.push(stageSpan);
    if (stage.stage === 'extract') stage.attempts.forEach((attempt, k) => spans.push(chat(stageSpan, attempt, at + k)));
    if (stage.stage === 'write') spans.push(chat(stageSpan, stage, at));
    if (stage.stage === 'compute') {
      stage.calls.forEach((call, k) => spans.push(write(toolDraft(stageSpan, call, at + k, stage.editedCalls?.includes(k) === true))));
    }
    at += widths[s] ?? 1;
  });
  return spans;
}

function stageWidth(stage: PlanStage): number {
  if (stage.stage === 'extract') return Math.max(stage.attempts.length, 1);
  if (stage.stage === 'compute') return Math.max(stage.calls.length, 1);
  return 1;
}

/** Why a stage did not give the next one what it needs. */
function stageError(stage: PlanStage): string | undefined {
  if (stage.stage === 'extract' && stage.params === null) {
    const last = stage.attempts.at(-1);
    return last?.error ?? last?.failure ?? 'no valid parameters';
  }
  if (stage.stage === 'compute' && stage.table === null) return stage.error ?? 'no table';
  if (stage.stage === 'write' && stage.sentence === undefined) return stage.failure ?? 'no sentence';
  return undefined;
}

/** One of the program's tool calls (it makes them itself, so they have no call id). */
function toolDraft(parent: OtlpSpan, call: VerifiedCall, atMs: number, edited: boolean): SpanDraft {
  const error = 'error' in call.output ? call.output.error : undefined;
  return {
    name: spanName('execute_tool', call.name),
    kind: SPAN_INTERNAL,
    parent,
    fromMs: atMs,
    toMs: atMs + 1,
    attributes: {
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': call.name,
      'gen_ai.tool.type': 'function',
      'agent_loop_lab.call.label': call.label,
      'agent_loop_lab.edited': edited || undefined,
      'error.type': error === undefined ? undefined : (call.label ?? 'tool_error'),
    },
    ...(error === undefined ? {} : { error }),
  };
}
