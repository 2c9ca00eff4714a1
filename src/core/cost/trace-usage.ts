// Each sent request's usage, from a trace. Input is the trace's own count (o200k_base of the request body, or a
// local model's tokenizer); output is counted here the way the lab's simulators count it for their `usage`: the
// model's text, and each call's name and arguments as JSON, with the same o200k_base counter. A real API's run
// carries the provider's reported usage on each exchange: that one is preferred, labelled 'provider'.
import type { RequestEvent, Trace, TraceEvent } from '../agent/trace.ts';
import type { TokenCounter } from '../tokens/o200k-counter.ts';
import type { Usage } from './usage.ts';

export interface StepUsage {
  step: number;
  /** Null where the request's input count is not made (on its way, or unknown: the counter could not load). */
  usage: Usage | null;
}

/** One entry per sent request, in order. Without `count`, output tokens are not counted (null). */
export function traceUsages(trace: Trace, count?: TokenCounter): StepUsage[] {
  // Counted in one pass over the events, not one per step (the trace view prices a 30-step run on every change).
  const outputs = count ? outputsByStep(trace.events, count) : undefined;
  return trace.events
    .filter((e): e is RequestEvent => e.type === 'request' && e.sent)
    .map((request) => ({
      step: request.step,
      usage: request.exchange.usage
        ? { ...request.exchange.usage, source: 'provider' as const }
        : request.tokens === null
          ? null
          : { inputTokens: request.tokens, outputTokens: outputs ? (outputs.get(request.step) ?? 0) : null, source: 'lab-count' },
    }));
}

/** The usages when none is pending, else undefined. */
export function countedUsages(trace: Trace, count?: TokenCounter): Usage[] | undefined {
  const steps = traceUsages(trace, count);
  return steps.every((s) => s.usage !== null) ? steps.map((s) => s.usage as Usage) : undefined;
}

/** What the model wrote in reply to each step's request, counted, by step. */
function outputsByStep(events: readonly TraceEvent[], count: TokenCounter): Map<number, number> {
  const tokens = new Map<number, number>();
  for (const { step, text } of written(events)) tokens.set(step, (tokens.get(step) ?? 0) + count(text));
  return tokens;
}

/** The texts the model wrote, each counted apart: its text, and each call's name and arguments. */
export function outputTexts(trace: Trace): string[] {
  return written(trace.events).map((w) => w.text);
}

function written(events: readonly TraceEvent[]): { step: number; text: string }[] {
  return events.flatMap((e) => {
    if (e.type === 'text' || e.type === 'answer') return [{ step: e.step, text: e.text }];
    if (e.type !== 'call') return [];
    return [
      { step: e.step, text: e.name },
      { step: e.step, text: typeof e.rawArgs === 'string' ? e.rawArgs : JSON.stringify(e.rawArgs ?? {}) },
    ];
  });
}

/** What the model wrote in reply to step `step`'s request, counted. */
export function outputTokens(events: readonly TraceEvent[], step: number, count: TokenCounter): number {
  return outputsByStep(events, count).get(step) ?? 0;
}
