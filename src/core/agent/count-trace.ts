// A trace's token counts as the loop fills them in, and the one place that says what a null count is: a request
// whose count is on its way (the page's counter, in a worker) is recorded with a null count, which its count
// replaces when it arrives. The loop marks the traces it hands out before their counts are in (the run so far; a
// run ended while the counter loads, shown until its whole trace comes): their null counts are arriving. In any
// other trace a null count is unknown: the counter could not load.
import { summarize } from './summarize.ts';
import type { RequestEvent, Trace, TraceEvent } from './trace.ts';

// Not a field of the trace: files, links and golden traces never hold it.
const handedOutEarly = new WeakSet<object>();

/** Marks `trace` as handed out before its counts are in (the loop's alone to say). */
export function beforeItsCounts(trace: Trace): Trace {
  handedOutEarly.add(trace);
  return trace;
}

/** Whether `trace`'s counts are exact, arriving (shown before they are in), or unknown for good. */
export function countsOf(trace: Trace): 'exact' | 'arriving' | 'unknown' {
  if (!hasUnknownCounts(trace)) return 'exact';
  return handedOutEarly.has(trace) ? 'arriving' : 'unknown';
}

/** Whether `trace` (of any run kind: only the loop's are ever handed out early) has counts on their way. */
export function countsArriving(trace: object): boolean {
  return handedOutEarly.has(trace) && countsOf(trace as Trace) === 'arriving';
}

/** Whether some count of the trace is unknown. */
export function hasUnknownCounts(trace: Trace): boolean {
  return unknownCountBodies(trace.events).length > 0;
}

/** The request bodies whose counts are null, in order, each once. */
export function unknownCountBodies(events: readonly TraceEvent[]): string[] {
  return [...new Set(events.flatMap((e) => (e.type === 'request' && e.tokens === null ? [e.exchange.requestBody] : [])))];
}

/** The trace with the unknown counts `count` knows filled in (a backend's own count is kept), totals and summary redone. */
export function countTrace(trace: Trace, count: (text: string) => number | undefined): Trace {
  if (!hasUnknownCounts(trace)) return trace;
  const events = [...trace.events];
  countEvents(events, count);
  return { ...trace, events, summary: summarize(events) };
}

/**
 * Fills the null counts of `events` that `count` knows, in place, each replaced by a counted copy (an event
 * already handed out is never mutated); running totals are redone, null from the first count still unknown.
 */
export function countEvents(events: TraceEvent[], count: (text: string) => number | undefined): void {
  let total: number | null = 0;
  for (const [i, e] of events.entries()) {
    if (e.type !== 'request') continue;
    const tokens = e.tokens ?? count(e.exchange.requestBody) ?? null;
    if (e.sent) total = total === null || tokens === null ? null : total + tokens;
    if (tokens !== e.tokens || total !== e.totalTokens) events[i] = { ...e, tokens, totalTokens: total } satisfies RequestEvent;
  }
}

/**
 * What the sent requests of `events` are known to weigh: the tokens counted, and an upper bound (`bound`, the
 * counter's own) on those whose counts have not arrived; `pending` says whether any has not.
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
