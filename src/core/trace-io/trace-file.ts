// The lab's file for exported runs: one run or a comparison of several, each with its trace and what its backend
// reported, in a versioned envelope so that an import can tell a lab file (and its version) from anything else.
// The text is deterministic (no timestamps, no ids made at export), so exporting the same runs twice gives the
// same bytes.
import type { PlanTrace } from '../agent/plan/plan-trace.ts';
import type { Trace } from '../agent/trace.ts';
import type { SimulatedReport } from '../sim/simulated-backend.ts';

export const TRACE_FILE_FORMAT = 'agent-loop-lab/trace-file@1';

/** A bare trace's own format, which an import also reads (as a file of one run). */
export const TRACE_FORMAT: Trace['format'] = 'agent-loop-lab/trace@1';

/**
 * What a local-model run reports, as plain data: one entry per generation, in the order of the requests sent
 * (the page maps its LocalReport's steps to `{ inputTokens, generatedTokens: turn.stats.generatedTokens }`).
 */
export interface LocalRunReport {
  /** `masked`: under constrained decoding, the generated tokens where the constraint masked the model's first choice. */
  steps: { inputTokens: number; generatedTokens: number; masked?: number[] }[];
  /** Present when the run sampled (seeded, reproducible from `seed`); absent, greedy decoding. */
  sampling?: { seed: number; temperature: number; topK: number; topP: number };
  /** How the output became calls, when not the lesson's free decoding (the local model's decoding.ts). */
  decoding?: 'constrained' | 'lenient';
}

/** A ReAct run: the loop's trace, with the simulated backend's report or the local model's steps. */
export interface TraceRun {
  label: string;
  trace: Trace;
  report?: SimulatedReport | LocalRunReport;
}

/**
 * A plan-and-execute run. Its trace names no model or backend, so the file carries them when known (the OTel
 * export names its spans after them); only the local model reports anything for a plan.
 */
export interface PlanRun {
  label: string;
  planTrace: PlanTrace;
  /** The model's name, as a ReAct trace's `model`. */
  model?: string;
  /** Who answered, as a ReAct trace's `backend` (`local-hermes` for the local model). */
  backend?: string;
  report?: LocalRunReport;
}

export type TraceFileRun = TraceRun | PlanRun;

export interface TraceFile {
  format: typeof TRACE_FILE_FORMAT;
  /** Never empty (an import refuses a file with no run, which would have nothing to show). */
  runs: TraceFileRun[];
}

/** The file's text: two-space JSON, the runs in the order given; at least one, so that it reads back. */
export function traceFileJson(runs: readonly [TraceFileRun, ...TraceFileRun[]]): string {
  const file: TraceFile = { format: TRACE_FILE_FORMAT, runs: [...runs] };
  return `${JSON.stringify(file, null, 2)}\n`;
}
