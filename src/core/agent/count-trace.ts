// Token counts a run could not make yet: a run shown before the o200k counter loaded holds null counts, filled
// in here once it has, giving the trace a run with the counter loaded from the start gives.
import { type TokenCounter, utf8Bytes } from '../tokens/o200k-counter.ts';
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
 * What the sent requests of `events` are known to weigh: the tokens counted, and the UTF-8 bytes of those not
 * counted yet (at least their tokens).
 */
export function sentWeight(events: readonly TraceEvent[]): { tokens: number; pendingBytes: number } {
  let tokens = 0;
  let pendingBytes = 0;
  for (const e of events) {
    if (e.type !== 'request' || !e.sent) continue;
    if (e.tokens === null) pendingBytes += utf8Bytes(e.exchange.requestBody);
    else tokens += e.tokens;
  }
  return { tokens, pendingBytes };
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
