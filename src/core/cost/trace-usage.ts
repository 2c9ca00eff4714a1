// Each sent request's usage, from a trace. Input is the trace's own count (o200k_base of the request body, or a
// local model's tokenizer); output is counted here the way the lab's simulators count it for their `usage`: the
// model's text, and each call's name and arguments as JSON, with the same o200k_base counter. A real API's run
// carries the provider's reported usage on each exchange: that one is preferred, labelled 'provider'.
import type { RequestEvent, Trace, TraceEvent } from '../agent/trace.ts';
import type { TokenCounter } from '../tokens/o200k-counter.ts';
import type { Usage } from './usage.ts';

export interface StepUsage {
  step: number;
  /** Null while the request's input count is pending (the page showed the run before the counter loaded). */
  usage: Usage | null;
}

/** One entry per sent request, in order. Without `count`, output tokens are not counted (null). */
export function traceUsages(trace: Trace, count?: TokenCounter): StepUsage[] {
  return trace.events
    .filter((e): e is RequestEvent => e.type === 'request' && e.sent)
    .map((request) => ({
      step: request.step,
      usage: request.exchange.usage
        ? { ...request.exchange.usage, source: 'provider' as const }
        : request.tokens === null
          ? null
          : { inputTokens: request.tokens, outputTokens: count ? outputTokens(trace.events, request.step, count) : null, source: 'lab-count' },
    }));
}

/** The usages when none is pending, else undefined. */
export function countedUsages(trace: Trace, count?: TokenCounter): Usage[] | undefined {
  const steps = traceUsages(trace, count);
  return steps.every((s) => s.usage !== null) ? steps.map((s) => s.usage as Usage) : undefined;
}

/** What the model wrote in reply to step `step`'s request, counted. */
export function outputTokens(events: readonly TraceEvent[], step: number, count: TokenCounter): number {
  let tokens = 0;
  for (const e of events) {
    if (!('step' in e) || e.step !== step) continue;
    if (e.type === 'text' || e.type === 'answer') tokens += count(e.text);
    else if (e.type === 'call') tokens += count(e.name) + count(typeof e.rawArgs === 'string' ? e.rawArgs : JSON.stringify(e.rawArgs ?? {}));
  }
  return tokens;
}
