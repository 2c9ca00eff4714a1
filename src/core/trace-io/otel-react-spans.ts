// A ReAct run as GenAI spans: the run is an `invoke_agent` span; under it, each request to the model a `chat`
// span (covering the reply's text and calls that follow it) and each tool result an `execute_tool` span, in the
// order of the trace's events, one millisecond an event. Guardrails that fired are events on the run's span, with
// the guardrail's id and its place in the loop from the guardrails' table.
import { describeEnd } from '../agent/describe-end.ts';
import type { AnswerEvent, CallEvent, EndReason, RequestEvent, ResultEvent, TextEvent, TraceEvent } from '../agent/trace.ts';
import { guardrailOfGuard } from '../guardrails/index.ts';
import { isRecord } from '../json/json-value.ts';
import { isProviderId } from '../shapes/provider-ids.ts';
import type { OtlpSpan } from './otlp-json.ts';
import { genAiProviderName, SPAN_CLIENT, SPAN_INTERNAL, spanName, spanWriter } from './otel-spans.ts';
import type { TraceRun } from './trace-file.ts';

export function reactSpans(run: TraceRun, traceId: string, startMs: number): OtlpSpan[] {
  const { trace, report } = run;
  const write = spanWriter(traceId, startMs);
  const provider = genAiProviderName(trace.backend);
  const end = trace.summary.end;
  const simulated = report && 'script' in report ? report : undefined;
  const root = write({
    name: spanName('invoke_agent', trace.model),
    kind: SPAN_INTERNAL,
    fromMs: 0,
    toMs: Math.max(trace.events.length, 1),
    attributes: {
      'gen_ai.operation.name': 'invoke_agent',
      'gen_ai.provider.name': provider,
      'gen_ai.request.model': trace.model,
      // An export counts its traces first (ui/common/workbench/counted-runs.ts); a count not made is left out, never 0.
      'gen_ai.usage.input_tokens': trace.summary.tokens ?? undefined,
      'agent_loop_lab.run.label': run.label,
      'agent_loop_lab.design': 'react',
      'agent_loop_lab.backend': trace.backend,
      'agent_loop_lab.question': trace.question,
      'agent_loop_lab.steps': trace.summary.steps,
      'agent_loop_lab.end': end.kind,
      'agent_loop_lab.findings': trace.summary.findings.map((f) => f.code),
      'agent_loop_lab.edits': trace.edits?.length,
      'agent_loop_lab.simulated.transport': simulated?.transport,
      'agent_loop_lab.simulated.script': simulated?.script.status,
      'error.type': end.kind === 'answered' ? undefined : end.kind,
    },
    ...(end.kind === 'answered' ? {} : { error: describeEnd(end) }),
    events: trace.events.flatMap((e, i) => {
      if (e.type !== 'guardrail') return [];
      const guardrail = guardrailOfGuard(e.guard);
      const attributes = {
        'agent_loop_lab.guard': e.guard,
        'agent_loop_lab.guardrail.id': guardrail?.id,
        'agent_loop_lab.guardrail.place': guardrail?.place,
        'agent_loop_lab.step': e.step,
        'gen_ai.tool.call.id': e.callId,
        'agent_loop_lab.detail': e.detail,
      };
      return [{ name: 'agent_loop_lab.guardrail', atMs: i, attributes }];
    }),
  });

  // A local run's k-th generation is its k-th sent request.
  const generated = report && 'steps' in report ? report.steps.map((s) => s.generatedTokens) : [];
  const lastRequest = trace.events.findLastIndex((e) => e.type === 'request');
  let sent = 0;
  const children = trace.events.flatMap((event, i): OtlpSpan[] => {
    if (event.type === 'request') {
      const reply = replyAfter(trace.events, i);
      const edited = reply.some((e) => e.edited === true);
      const outputTokens = event.sent && !edited ? generated[sent] : undefined;
      if (event.sent) sent += 1;
      const error = requestError(event, i === lastRequest ? end : undefined);
      return [
        write({
          name: spanName('chat', trace.model),
          kind: SPAN_CLIENT,
          parent: root,
          fromMs: i,
          toMs: i + 1 + reply.length,
          attributes: {
            'gen_ai.operation.name': 'chat',
            'gen_ai.provider.name': provider,
            'gen_ai.request.model': trace.model,
            'gen_ai.usage.input_tokens': event.sent ? (event.tokens ?? undefined) : undefined,
            'gen_ai.usage.output_tokens': outputTokens,
            'gen_ai.response.id': isProviderId(trace.backend) ? responseId(event.exchange.responseBody) : undefined,
            'http.response.status_code': event.exchange.status,
            'agent_loop_lab.step': event.step,
            'agent_loop_lab.sent': event.sent,
            'agent_loop_lab.edited': edited || undefined,
            'error.type': error?.type,
          },
          ...(error ? { error: error.message } : {}),
        }),
      ];
    }
    if (event.type === 'result') return [toolSpan(write, root, event, i)];
    return [];
  });
  return [root, ...children];
}

/** The model's reply to the request at `index`: the text, calls or answer right after it. */
function replyAfter(events: readonly TraceEvent[], index: number): (TextEvent | CallEvent | AnswerEvent)[] {
  const reply: (TextEvent | CallEvent | AnswerEvent)[] = [];
  for (const e of events.slice(index + 1)) {
    if (e.type !== 'text' && e.type !== 'call' && e.type !== 'answer') break;
    reply.push(e);
  }
  return reply;
}

/** Why a request failed: a guardrail kept it from leaving, or (the run's last) it is what ended the run. */
function requestError(event: RequestEvent, runEnd: EndReason | undefined): { type: string; message: string } | undefined {
  if (!event.sent) return { type: 'blocked', message: `blocked: ${event.exchange.blocked ?? 'not sent'}` };
  if (runEnd?.kind === 'endpoint_error') return { type: runEnd.failure.kind, message: runEnd.failure.message };
  if (runEnd?.kind === 'interrupted' || runEnd?.kind === 'script_mismatch') return { type: runEnd.kind, message: runEnd.detail };
  return undefined;
}

/** The response's own id: `id` (OpenAI, Anthropic) or `responseId` (Gemini). */
function responseId(body: string | undefined): string | undefined {
  if (body === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  const id = value.id ?? value.responseId;
  return typeof id === 'string' ? id : undefined;
}

function toolSpan(write: ReturnType<typeof spanWriter>, root: OtlpSpan, event: ResultEvent, index: number): OtlpSpan {
  const error = event.isError ? ('error' in event.output ? event.output.error : 'the tool returned an error') : undefined;
  return write({
    name: spanName('execute_tool', event.name),
    kind: SPAN_INTERNAL,
    parent: root,
    fromMs: index,
    toMs: index + 1,
    attributes: {
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': event.name || undefined,
      'gen_ai.tool.call.id': event.callId,
      'gen_ai.tool.type': 'function',
      'agent_loop_lab.step': event.step,
      'agent_loop_lab.executed': event.executed,
      'agent_loop_lab.call.label': event.label,
      'agent_loop_lab.output.capped': event.capped || undefined,
      'agent_loop_lab.edited': event.edited,
      'error.type': error === undefined ? undefined : (event.label ?? 'tool_error'),
    },
    ...(error === undefined ? {} : { error }),
  });
}
