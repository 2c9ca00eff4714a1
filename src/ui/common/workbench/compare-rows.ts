// A run as the comparison lays it out: one row a step (a plan's stages are its steps), each row the lines that say
// what happened (the calls with their parsed arguments, the results sent back, the answer), the edited ones
// marked. Two runs part at the first row whose lines differ; each row's tokens are shown but not compared, since
// each API shape writes the same calls with its own bytes.
import type { PlanTrace, Trace } from '../../../core/agent/index.ts';
import { argsText, timelineSteps } from '../trace/timeline-steps.ts';

export interface CompareLine {
  text: string;
  kind: 'call' | 'result' | 'answer' | 'note';
  edited?: boolean;
  error?: boolean;
}

export interface CompareRow {
  label: string;
  tokens?: number;
  lines: CompareLine[];
}

export interface CompareFigures {
  /** Tokens sent in all (a ReAct run's; a plan's are its model's, unknown here). */
  tokens?: number;
  findings: number;
  answer: string | null;
}

const cut = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max)}…` : text);

export function reactRows(trace: Trace): CompareRow[] {
  return timelineSteps(trace).map((s) => ({
    label: String(s.step),
    ...(s.request?.sent ? { tokens: s.request.tokens } : {}),
    lines: [
      ...s.calls.flatMap((c): CompareLine[] => [
        { kind: 'call', text: `${c.call.name || '?'}(${argsText(c.result?.args ?? c.call.rawArgs)})`, ...(c.call.edited ? { edited: true } : {}) },
        ...(c.result ? [{ kind: 'result' as const, text: `→ ${cut(c.result.wireText)}`, ...(c.result.edited ? { edited: true } : {}), ...(c.result.isError ? { error: true } : {}) }] : []),
      ]),
      ...s.guardrails.map((g): CompareLine => ({ kind: 'note', text: `${g.guard}: ${g.detail}`, error: true })),
      ...(s.answer !== undefined ? [{ kind: 'answer' as const, text: s.answer }] : []),
    ],
  }));
}

export function planRows(trace: PlanTrace): CompareRow[] {
  return trace.stages.map((stage): CompareRow => {
    if (stage.stage === 'extract') {
      return { label: 'extract', lines: stage.attempts.map((a) => ({ kind: 'call', text: a.raw ?? a.failure ?? '', ...(a.edited ? { edited: true } : {}), ...(a.error ? { error: true } : {}) })) };
    }
    if (stage.stage === 'compute') {
      return {
        label: 'compute',
        lines: stage.calls.map((c, i) => ({
          kind: 'result',
          text: `${c.name}(${argsText(c.args)}) → ${cut(JSON.stringify(c.output))}`,
          ...(stage.editedCalls?.includes(i) ? { edited: true } : {}),
          ...('error' in c.output ? { error: true } : {}),
        })),
      };
    }
    if (stage.stage === 'write') return { label: 'write', lines: [{ kind: 'answer', text: stage.sentence ?? stage.failure ?? '', ...(stage.edited ? { edited: true } : {}) }] };
    return { label: 'verify', lines: stage.findings.map((f) => ({ kind: 'note', text: f.detail, error: true })) };
  });
}

export const reactFigures = (trace: Trace): CompareFigures => ({ tokens: trace.summary.tokens, findings: trace.summary.findings.length, answer: trace.summary.answer });
export const planFigures = (trace: PlanTrace): CompareFigures => ({ findings: trace.findings.length, answer: trace.answer });

/** The first row (0-based) where `b` says something other than `a`; undefined when they agree throughout. */
export function firstDifferentRow(a: readonly CompareRow[], b: readonly CompareRow[]): number | undefined {
  const key = (row: CompareRow | undefined) => JSON.stringify(row ? [row.label, row.lines] : null);
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (key(a[i]) !== key(b[i])) return i;
  return undefined;
}
