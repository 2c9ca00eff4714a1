// What the verifier reads: the question, the final answer and the calls of one finished run.
import type { CallLabel, ToolOutput } from '../../tools/tool-kit-types.ts';

export interface VerifiedCall {
  name: string;
  args: unknown;
  output: ToolOutput;
  /** The loop's label for a refused call, when it has one (`wrong_func_name` matters to the error rule). */
  label?: CallLabel;
}

export interface VerifyInput {
  question: string;
  /** null when the run ended without one. */
  answer: string | null;
  calls: readonly VerifiedCall[];
  /** Why a run without an answer ended; the lesson's only case, and the default, is `step limit`. */
  endReason?: string;
}

/** A call that returned a result. */
export type SucceededCall = VerifiedCall & { output: { resultado: unknown } };

export function succeeded(call: VerifiedCall): call is SucceededCall {
  return 'resultado' in call.output;
}
