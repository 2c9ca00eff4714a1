// What the companion course prints after every run, read from a trace: the tools the model asked for and the
// iterations it took (the Tool-Calling Agent course's `📊 Tools used: [...] | Iterations: N`), and the instruction-like passages the
// tool results carried (tool-output poisoning), each shown where it arrived.
import type { CallEvent, EndReason, ResultEvent, Trace } from '../agent/trace.ts';
import { instructionsIn } from '../agent/verify/tool-instructions.ts';

export interface RunMetric {
  /** Every tool the model asked for, in order: repeats and names that do not exist included, as the course counts. */
  toolsUsed: string[];
  /**
   * Turns in which the model asked for tools. The course's sample run (three tool turns, then the answer) prints
   * "Iterations: 3"; a run that answers straight away took 0.
   */
  iterations: number;
  /** The step limit (the course's MAX_ITERATIONS), or the lab's ceiling, ended the run before an answer. */
  hitMaxIterations: boolean;
}

export interface InstructionNote {
  callId: string;
  tool: string;
  /** The passage that reads as an instruction to the model. */
  text: string;
}

const hitLimit = (end: EndReason) => end.kind === 'step_limit' || end.kind === 'run_cap';

export function runMetric(trace: Trace): RunMetric {
  const calls = trace.events.filter((e): e is CallEvent => e.type === 'call');
  return {
    toolsUsed: calls.map((c) => c.name),
    iterations: new Set(calls.map((c) => c.step)).size,
    hitMaxIterations: hitLimit(trace.summary.end),
  };
}

export function instructionNotes(trace: Trace): InstructionNote[] {
  return trace.events
    .filter((e): e is ResultEvent => e.type === 'result')
    .flatMap((r) => instructionsIn(r.output).map((i) => ({ callId: r.callId, tool: r.name, text: i.text })));
}
