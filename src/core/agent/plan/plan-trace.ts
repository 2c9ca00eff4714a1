// The record of one plan-and-execute run: each stage with what went in, what came out and what the program made
// of it. Plain data (JSON-serializable), so the page can render it and a run can be exported.
import type { Finding } from '../verify/finding.ts';
import type { ChangeParams } from './change-params.ts';
import type { ChangeTable, ProgramCall } from './change-table.ts';
import type { ChatMessage } from './chat-model.ts';
import type { PlanEdit } from './plan-edits.ts';

/** One call to the model: the messages it read and its raw reply (absent when the call itself failed). */
export interface ModelExchange {
  messages: ChatMessage[];
  raw?: string;
  /** Why there is no reply (the model or its endpoint failed). */
  failure?: string;
  /** The student wrote the reply (a fork), not the model. */
  edited?: true;
}

export interface ExtractAttempt extends ModelExchange {
  /** The validated parameters, or the error sent back to the model. */
  params?: ChangeParams;
  error?: string;
}

export interface ExtractStage {
  stage: 'extract';
  /** One attempt, or two when the first was invalid (one retry). */
  attempts: ExtractAttempt[];
  params: ChangeParams | null;
}

export interface ComputeStage {
  stage: 'compute';
  /** The tool calls the code made, in order. */
  calls: ProgramCall[];
  table: ChangeTable | null;
  /** The table exactly as the writer reads it. */
  tableText?: string;
  error?: string;
  /** The calls (by index) whose output the student wrote (a fork). */
  editedCalls?: number[];
}

export interface WriteStage extends ModelExchange {
  stage: 'write';
  /** The answer: the reply, trimmed. */
  sentence?: string;
}

export interface VerifyStage {
  stage: 'verify';
  findings: Finding[];
}

export type PlanStage = ExtractStage | ComputeStage | WriteStage | VerifyStage;

export type PlanEnd = 'answered' | 'extraction_failed' | 'compute_failed' | 'model_failed';

export interface PlanTrace {
  question: string;
  stages: PlanStage[];
  answer: string | null;
  end: PlanEnd;
  /** The verifier's findings on the answer (the last stage's); empty when it passed. */
  findings: Finding[];
  /** A fork: what the student changed before the plan ran again. */
  edits?: PlanEdit[];
}
