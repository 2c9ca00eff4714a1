// Plan and execute, for the known task "change in a price between two dates": the program holds the plan and
// the model only fills in the parameters and writes the last sentence.
//   1. extract: the model turns the question into {ticker, desde, hasta}; validated, with one retry that sends
//      the error back;
//   2. compute: the code looks up both closes and runs the calculator (change-table.ts); in a fork, a result the
//      student edited into an error is asked for once more, and failing again the computation fails;
//   3. write: the model writes one sentence from the computed table;
//   4. verify: the final-answer verifier checks that sentence against the calls of stage 2.
// Nothing here throws: a failing model or tool ends the run with its reason, and the verifier still reports.
import type { ToolKit } from '../../tools/tool-kit-types.ts';
import { LESSON_VERIFIER_OPTIONS, type VerifierOptions } from '../verify/verifier-options.ts';
import { verifyAnswer } from '../verify/verify-answer.ts';
import type { VerifiedCall } from '../verify/verify-input.ts';
import { parseChangeParams } from './change-params.ts';
import { computeChange, formatChangeTable } from './change-table.ts';
import type { ChatMessage, ChatModel } from './chat-model.ts';
import { extractMessages, retryMessages, writeMessages } from './plan-prompts.ts';
import type { ExtractAttempt, ExtractStage, ModelExchange, PlanEnd, PlanStage, PlanTrace } from './plan-trace.ts';
import { errorMessage } from '../../errors/error-message.ts';

export interface PlanModels {
  /** Stage 1. The local model plays both parts; scripted plans give each its own script. */
  extractor: ChatModel;
  /** Stage 3. */
  writer: ChatModel;
}

/**
 * Awaited before each call to a model (each extractor attempt, the writer), with the run so far (its stages, the
 * extraction's earlier attempts included; no answer or verdict yet): a live step-through holds the plan here.
 */
type BeforeModelCall = (call: number, sofar: PlanTrace) => Promise<void>;

const END_REASONS: Record<Exclude<PlanEnd, 'answered'>, string> = {
  extraction_failed: 'extraction failed',
  compute_failed: 'computation failed',
  model_failed: 'model failed',
};

export interface PlanOptions {
  verifier?: VerifierOptions;
  beforeCall?: BeforeModelCall;
  /** The program's failed calls (by index) it asks once more: a fork's edited errors (plan-edits.ts); none by default. */
  retry?: (call: number) => boolean;
}

/**
 * @example const trace = await planAndExecute(LESSON_QUESTION, scriptedPlanModels('correcto'), kit);
 *   // trace.answer === 'El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.', trace.findings = []
 */
export async function planAndExecute(question: string, models: PlanModels, kit: ToolKit, options: PlanOptions = {}): Promise<PlanTrace> {
  const { verifier = LESSON_VERIFIER_OPTIONS, beforeCall, retry } = options;
  const stages: PlanStage[] = [];
  let calls: VerifiedCall[] = [];
  let asked = 0;
  /** Holds the plan before its next model call; `current`: the stage under way, as far as it has got. */
  const hold = async (current?: PlanStage) => {
    asked += 1;
    const sofar: PlanStage[] = current ? [...stages, current] : [...stages];
    await beforeCall?.(asked, { question, stages: sofar, answer: null, end: 'answered', findings: [] });
  };
  const finish = (end: PlanEnd, answer: string | null): PlanTrace => {
    const endReason = end === 'answered' ? undefined : END_REASONS[end];
    const findings = verifyAnswer({ question, answer, calls, endReason }, verifier);
    stages.push({ stage: 'verify', findings });
    return { question, stages, answer, end, findings };
  };

  const extract = await extractParams(models.extractor, question, hold);
  stages.push(extract);
  if (extract.attempts.at(-1)?.raw === undefined) return finish('model_failed', null);
  if (!extract.params) return finish('extraction_failed', null);

  const computed = await computeChange(kit, extract.params, retry);
  calls = computed.calls;
  if (!computed.table) {
    stages.push({ stage: 'compute', calls, table: null, error: computed.error });
    return finish('compute_failed', null);
  }
  const tableText = formatChangeTable(computed.table);
  stages.push({ stage: 'compute', calls, table: computed.table, tableText });

  await hold();
  const written = await ask(models.writer, writeMessages(question, tableText));
  if (written.raw === undefined) {
    stages.push({ stage: 'write', ...written });
    return finish('model_failed', null);
  }
  const sentence = written.raw.trim();
  stages.push({ stage: 'write', ...written, sentence });
  return finish('answered', sentence);
}

/** Stage 1: at most two attempts; the second sees the first reply and its error. */
async function extractParams(model: ChatModel, question: string, hold: (current: ExtractStage) => Promise<void>): Promise<ExtractStage> {
  const attempts: ExtractAttempt[] = [];
  let messages = extractMessages(question);
  for (let attempt = 1; attempt <= 2; attempt++) {
    await hold({ stage: 'extract', attempts: [...attempts], params: null });
    const exchange = await ask(model, messages);
    if (exchange.raw === undefined) {
      attempts.push(exchange);
      break;
    }
    const parsed = parseChangeParams(exchange.raw);
    if (parsed.ok) {
      attempts.push({ ...exchange, params: parsed.params });
      return { stage: 'extract', attempts, params: parsed.params };
    }
    attempts.push({ ...exchange, error: parsed.error });
    messages = retryMessages(messages, exchange.raw, parsed.error);
  }
  return { stage: 'extract', attempts, params: null };
}

async function ask(model: ChatModel, messages: ChatMessage[]): Promise<ModelExchange> {
  try {
    return { messages, raw: await model.complete(messages) };
  } catch (e) {
    return { messages, failure: errorMessage(e) };
  }
}
