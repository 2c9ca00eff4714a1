// The lesson's table row for a run, from its events.
import type { TraceEvent, TraceSummary } from './trace.ts';

export function summarize(events: readonly TraceEvent[]): TraceSummary {
  let steps = 0;
  let tokens: number | null = 0;
  let calls = 0;
  let errors = 0;
  let answer: string | null = null;
  let end: TraceSummary['end'] = { kind: 'crashed', message: 'the run has no end event' };
  let findings: TraceSummary['findings'] = [];
  for (const e of events) {
    if (e.type === 'request' && e.sent) {
      steps += 1;
      tokens = tokens === null || e.tokens === null ? null : tokens + e.tokens;
    } else if (e.type === 'call') calls += 1;
    else if (e.type === 'result' && e.isError) errors += 1;
    else if (e.type === 'answer') answer = e.text;
    else if (e.type === 'end') end = e.reason;
    else if (e.type === 'verification') findings = e.findings;
  }
  return { steps, calls, errors, tokens, answer, end, findings };
}
