// The course's end-of-run texts (the Tool-Calling Agent course): the metric line printed after every answer, and the note that
// leads a partial answer when the iteration cap stops the loop.
import { pythonRepr } from '../../tools/python-repr.ts';

/** Starts the final message when MAX_ITERATIONS fires; the best answer with what is known follows it. */
export const MAX_ITERATIONS_NOTE = 'Reached max iterations. Best answer with current info:';

/**
 * The course's metric line, as its main.py prints it (a Python list of every call, repeats included):
 * `📊 Tools used: ['calculator', 'get_datetime', 'calculator'] | Iterations: 3`, with ` (max reached)` when the
 * cap fired.
 */
export function formatRunSummary(toolsUsed: readonly string[], iterations: number, hitMaxIterations = false): string {
  return `📊 Tools used: ${pythonRepr(toolsUsed)} | Iterations: ${iterations}${hitMaxIterations ? ' (max reached)' : ''}`;
}
