// Forks of plan and execute: the student rewrites what a stage's model replied, or what one of the program's
// tool calls returned, and the plan runs again on the same backend. The models and the kit are wrapped so the
// edited values stand in for the real ones; the plan's trace marks them. A result edited into an error is what
// the tool answers to that call in this fork: the program asks for it once more (as it would after a failure it
// did not foresee), gets the same error, and the computation fails, so the plan stops and says so.
import type { ToolKit, ToolOutput } from '../../tools/tool-kit-types.ts';
import { editedOutput } from '../edits.ts';
import type { ChatModel } from './chat-model.ts';
import type { PlanModels } from './plan-and-execute.ts';
import type { PlanTrace } from './plan-trace.ts';

export type PlanEdit =
  /** The `attempt`-th reply (1-based) of a stage's model: the extractor's JSON, or the writer's sentence. */
  | { kind: 'stage-reply'; stage: 'extract' | 'write'; attempt: number; text: string }
  /** The output of the program's `call`-th tool call (0-based: the two closes, then the calculator), as JSON text. */
  | { kind: 'stage-result'; call: number; text: string }
  /** A local model's `attempt`-th reply of a stage with token `position` forced to `tokenId`; the model writes on from it (the local backend plays it). */
  | { kind: 'stage-token'; stage: 'extract' | 'write'; attempt: number; position: number; tokenId: number; piece: string };

interface EditedPlan {
  models: PlanModels;
  kit: ToolKit;
  /** The program's failed calls to ask once more: those the student edited into an error. */
  retry(call: number): boolean;
  mark(trace: PlanTrace): PlanTrace;
}

/** The plan's models and kit with the edits in place, what the program asks again, and how to mark the trace. */
export function withPlanEdits(models: PlanModels, kit: ToolKit, edits: readonly PlanEdit[]): EditedPlan {
  if (edits.length === 0) return { models, kit, retry: () => false, mark: (trace) => trace };
  const served = new Map<number, EditedCall>();
  return {
    models: { extractor: editedModel(models.extractor, 'extract', edits), writer: editedModel(models.writer, 'write', edits) },
    kit: editedKit(kit, edits, served),
    retry: (call) => served.has(call),
    mark: (trace) => markTrace(trace, edits, [...served.keys()]),
  };
}

function editedModel(model: ChatModel, stage: 'extract' | 'write', edits: readonly PlanEdit[]): ChatModel {
  let attempt = 0;
  return {
    complete(messages) {
      attempt += 1;
      const edit = edits.find((e): e is Extract<PlanEdit, { kind: 'stage-reply' }> => e.kind === 'stage-reply' && e.stage === stage && e.attempt === attempt);
      return edit ? Promise.resolve(edit.text) : model.complete(messages);
    },
  };
}

/** A call the kit answered with the student's text. */
interface EditedCall {
  name: string;
  args: string;
  output: ToolOutput;
}

/** `served`: the calls (by index) answered with an edit, filled as the program calls. */
function editedKit(kit: ToolKit, edits: readonly PlanEdit[], served: Map<number, EditedCall>): ToolKit {
  let call = -1;
  const answer = (name: string, args: unknown, output: ToolOutput) => {
    served.set(call, { name, args: JSON.stringify(args), output });
    return { output };
  };
  return {
    tools: kit.tools,
    has: (name) => kit.has(name),
    execute: (name, args) => kit.execute(name, args),
    executeDetailed: (name, args) => kit.executeDetailed(name, args),
    executeAsync: (name, args) => kit.executeAsync(name, args),
    jsonSchema: (name) => kit.jsonSchema(name),
    ...(kit.server ? { server: kit.server } : {}),
    executeDetailedAsync(name, args) {
      call += 1;
      const edit = edits.find((e): e is Extract<PlanEdit, { kind: 'stage-result' }> => e.kind === 'stage-result' && e.call === call);
      if (edit) return Promise.resolve(answer(name, args, editedOutput(edit.text)));
      // The same call asked again right after its edited error: the tool answers it as the student wrote.
      const before = served.get(call - 1);
      if (before && 'error' in before.output && before.name === name && before.args === JSON.stringify(args)) return Promise.resolve(answer(name, args, before.output));
      return kit.executeDetailedAsync(name, args);
    },
  };
}

function markTrace(trace: PlanTrace, edits: readonly PlanEdit[], served: readonly number[]): PlanTrace {
  const replyEdited = (stage: 'extract' | 'write', attempt: number) =>
    edits.some((e) => e.kind === 'stage-reply' && e.stage === stage && e.attempt === attempt);
  const stages = trace.stages.map((stage) => {
    if (stage.stage === 'extract') return { ...stage, attempts: stage.attempts.map((a, i) => (replyEdited('extract', i + 1) ? { ...a, edited: true as const } : a)) };
    if (stage.stage === 'write') return replyEdited('write', 1) ? { ...stage, edited: true as const } : stage;
    if (stage.stage === 'compute') {
      const editedCalls = served.filter((call) => call < stage.calls.length);
      return editedCalls.length > 0 ? { ...stage, editedCalls } : stage;
    }
    return stage;
  });
  return { ...trace, stages, edits: [...edits] };
}
