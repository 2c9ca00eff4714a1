// A run as the comparison lays it out: one row a step (a plan's stages are its steps), each row the lines that say
// what happened (the calls with their parsed arguments, the results sent back, the answer), the edited ones
// marked. Two runs part at the first row whose lines differ; each row's tokens are shown but not compared, since
// each API shape writes the same calls with its own bytes.
import type { PlanTrace, Trace } from '../../../core/agent/index.ts';
import type { UiLanguage } from '../../../core/i18n/index.ts';
import { argsText, timelineSteps } from '../trace/timeline-steps.ts';
import { findingWording } from '../trace/finding-wording.ts';
import { guardWording } from '../trace/guard-wording.ts';
import { GUARD_NAMES } from '../trace/run-texts.ts';

export interface CompareLine {
  text: string;
  kind: 'call' | 'result' | 'answer' | 'note';
  edited?: boolean;
  error?: boolean;
}

export interface CompareRow {
  label: string;
  /** null: unknown (the counter could not load). */
  tokens?: number | null;
  lines: CompareLine[];
}

export interface CompareFigures {
  /** Tokens sent in all (a ReAct run's; a plan's are its model's, unknown here); null: unknown (the counter could not load). */
  tokens?: number | null;
  findings: number;
  answer: string | null;
}

/** A run's column: its title, its rows and figures once played, and what the student can do with it. */
export interface CompareColumn {
  id: string;
  title: string;
  /** A ReAct run's trace (the token chart and the exports read it); a plan's column has none. */
  trace?: Trace;
  /** Undefined while the run plays (or when it failed: `failure` says why). */
  rows?: CompareRow[];
  figures?: CompareFigures;
  failure?: string;
  /** Shown beside the title: remove from the comparison. */
  onremove?: () => void;
  /** Shows this run in the timeline (to step through it, or fork it). */
  onshow?: () => void;
  /** This run is the one the timeline shows. */
  shown?: boolean;
}

const cut = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** `lang`: the page's, for the guardrails' notes. */
export function reactRows(trace: Trace, lang: UiLanguage): CompareRow[] {
  return timelineSteps(trace).map((s) => ({
    label: String(s.step),
    ...(s.request?.sent ? { tokens: s.request.tokens } : {}),
    lines: [
      ...s.calls.flatMap((c): CompareLine[] => [
        { kind: 'call', text: `${c.call.name || '?'}(${argsText(c.result?.args ?? c.call.rawArgs)})`, ...(c.call.edited ? { edited: true } : {}) },
        ...(c.result ? [{ kind: 'result' as const, text: `→ ${cut(c.result.wireText)}`, ...(c.result.edited ? { edited: true } : {}), ...(c.result.isError ? { error: true } : {}) }] : []),
      ]),
      ...s.guardrails.map((g): CompareLine => ({ kind: 'note', text: `${GUARD_NAMES[g.guard][lang]}: ${guardWording(g.guard, g.detail, lang)}`, error: true })),
      ...(s.answer !== undefined ? [{ kind: 'answer' as const, text: s.answer }] : []),
    ],
  }));
}

const STAGE_NAMES: Record<UiLanguage, Record<'extract' | 'compute' | 'write' | 'verify', string>> = {
  en: { extract: '1. extract', compute: '2. compute', write: '3. write', verify: '4. verify' },
  es: { extract: '1. extraer', compute: '2. calcular', write: '3. redactar', verify: '4. verificar' },
};

export function planRows(trace: PlanTrace, lang: UiLanguage): CompareRow[] {
  const names = STAGE_NAMES[lang];
  return trace.stages.map((stage): CompareRow => {
    if (stage.stage === 'extract') {
      return { label: names.extract, lines: stage.attempts.map((a) => ({ kind: 'call', text: a.raw ?? a.failure ?? '', ...(a.edited ? { edited: true } : {}), ...(a.error ? { error: true } : {}) })) };
    }
    if (stage.stage === 'compute') {
      return {
        label: names.compute,
        lines: stage.calls.map((c, i) => ({
          kind: 'result',
          text: `${c.name}(${argsText(c.args)}) → ${cut(JSON.stringify(c.output))}`,
          ...(stage.editedCalls?.includes(i) ? { edited: true } : {}),
          ...('error' in c.output ? { error: true } : {}),
        })),
      };
    }
    if (stage.stage === 'write') return { label: names.write, lines: [{ kind: 'answer', text: stage.sentence ?? stage.failure ?? '', ...(stage.edited ? { edited: true } : {}) }] };
    return { label: names.verify, lines: stage.findings.map((f) => ({ kind: 'note', text: findingWording(f, lang), error: true })) };
  });
}

export const reactFigures = (trace: Trace): CompareFigures => ({ tokens: trace.summary.tokens, findings: trace.summary.findings.length, answer: trace.summary.answer });
export const planFigures = (trace: PlanTrace): CompareFigures => ({ findings: trace.findings.length, answer: trace.answer });

/** The first row (0-based) where `b` says something other than `a` (or a plan's stage beside a loop's step); undefined when they agree throughout. */
export function firstDifferentRow(a: readonly CompareRow[], b: readonly CompareRow[]): number | undefined {
  const key = (row: CompareRow | undefined) => JSON.stringify(row ? [row.label, row.lines] : null);
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (key(a[i]) !== key(b[i])) return i;
  return undefined;
}
