// Token counts a run could not make yet: a run shown before the o200k counter loaded holds null counts, filled
// in here once it has, giving the trace a run with the counter loaded from the start gives.
import type { TokenCounter } from '../tokens/o200k-counter.ts';
import { summarize } from './summarize.ts';
import type { RequestEvent, Trace, TraceEvent } from './trace.ts';

/** Whether some count of the trace is still null. */
export function hasPendingCounts(trace: Trace): boolean {
  return trace.events.some((e) => e.type === 'request' && e.tokens === null);
}

/** The trace with every pending count made from its request body (a backend's own count is kept), totals and summary redone. */
export function countTrace(trace: Trace, count: TokenCounter): Trace {
  if (!hasPendingCounts(trace)) return trace;
  const events = [...trace.events];
  countEvents(events, count);
  return { ...trace, events, summary: summarize(events) };
}

/** Counts the pending requests of `events` in place, each replaced by a counted copy (one already shown is never mutated). */
export function countEvents(events: TraceEvent[], count: TokenCounter): void {
  let total = 0;
  for (const [i, e] of events.entries()) {
    if (e.type !== 'request') continue;
    const tokens = e.tokens ?? count(e.exchange.requestBody);
    if (e.sent) total += tokens;
    if (tokens !== e.tokens || total !== e.totalTokens) events[i] = { ...e, tokens, totalTokens: total } satisfies RequestEvent;
  }
}

/**
 * What the sent requests of `events` are known to weigh: the tokens counted, and an upper bound (`bound`, the
 * counter's own) on those not counted yet; `pending` says whether any is.
 */
export function sentWeight(events: readonly TraceEvent[], bound: (text: string) => number): { tokens: number; pendingBound: number; pending: boolean } {
  let tokens = 0;
  let pendingBound = 0;
  let pending = false;
  for (const e of events) {
    if (e.type !== 'request' || !e.sent) continue;
    if (e.tokens === null) {
      pending = true;
      pendingBound += bound(e.exchange.requestBody);
    } else tokens += e.tokens;
  }
  return { tokens, pendingBound, pending };
}

/** Whether `trace` is `earlier` with its pending counts filled in: `countTrace` keeps every other event, and each exchange, as it was. */
export function isCountedCopy(trace: Trace, earlier: Trace): boolean {
  return (
    trace.events.length === earlier.events.length &&
    trace.events.every((e, i) => {
      const before = earlier.events[i];
      return e === before || (e.type === 'request' && before?.type === 'request' && e.exchange === before.exchange);
    })
  );
}
