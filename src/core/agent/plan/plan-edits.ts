// Forks of plan and execute: the student rewrites what a stage's model replied, or what one of the program's
// tool calls returned, and the plan runs again on the same backend. The models and the kit are wrapped so the
// edited values stand in for the real ones; the plan's trace marks them.
import type { ToolKit } from '../../tools/tool-kit-types.ts';
import { editedOutput } from '../edits.ts';
import type { ChatModel } from './chat-model.ts';
import type { PlanModels } from './plan-and-execute.ts';
import type { PlanTrace } from './plan-trace.ts';

export type PlanEdit =
  /** The `attempt`-th reply (1-based) of a stage's model: the extractor's JSON, or the writer's sentence. */
  | { kind: 'stage-reply'; stage: 'extract' | 'write'; attempt: number; text: string }
  /** The output of the program's `call`-th tool call (0-based: the two closes, then the calculator), as JSON text. */
  | { kind: 'stage-result'; call: number; text: string };

/** The plan's models and kit with the edits in place, and how to mark the trace they produce. */
export function withPlanEdits(models: PlanModels, kit: ToolKit, edits: readonly PlanEdit[]): { models: PlanModels; kit: ToolKit; mark(trace: PlanTrace): PlanTrace } {
  if (edits.length === 0) return { models, kit, mark: (trace) => trace };
  return {
    models: { extractor: editedModel(models.extractor, 'extract', edits), writer: editedModel(models.writer, 'write', edits) },
    kit: editedKit(kit, edits),
    mark: (trace) => markTrace(trace, edits),
  };
}

function editedModel(model: ChatModel, stage: 'extract' | 'write', edits: readonly PlanEdit[]): ChatModel {
  let attempt = 0;
  return {
    complete(messages) {
      attempt += 1;
      const edit = edits.find((e) => e.kind === 'stage-reply' && e.stage === stage && e.attempt === attempt);
      return edit ? Promise.resolve(edit.text) : model.complete(messages);
    },
  };
}

function editedKit(kit: ToolKit, edits: readonly PlanEdit[]): ToolKit {
  let call = -1;
  return {
    tools: kit.tools,
    has: (name) => kit.has(name),
    execute: (name, args) => kit.execute(name, args),
    executeAsync: (name, args) => kit.executeAsync(name, args),
    executeDetailedAsync: (name, args) => kit.executeDetailedAsync(name, args),
    jsonSchema: (name) => kit.jsonSchema(name),
    executeDetailed(name, args) {
      call += 1;
      const edit = edits.find((e) => e.kind === 'stage-result' && e.call === call);
      return edit ? { output: editedOutput(edit.text) } : kit.executeDetailed(name, args);
    },
  };
}


function markTrace(trace: PlanTrace, edits: readonly PlanEdit[]): PlanTrace {
  const replyEdited = (stage: 'extract' | 'write', attempt: number) =>
    edits.some((e) => e.kind === 'stage-reply' && e.stage === stage && e.attempt === attempt);
  const stages = trace.stages.map((stage) => {
    if (stage.stage === 'extract') return { ...stage, attempts: stage.attempts.map((a, i) => (replyEdited('extract', i + 1) ? { ...a, edited: true as const } : a)) };
    if (stage.stage === 'write') return replyEdited('write', 1) ? { ...stage, edited: true as const } : stage;
    if (stage.stage === 'compute') {
      const editedCalls = edits.flatMap((e) => (e.kind === 'stage-result' && e.call < stage.calls.length ? [e.call] : []));
      return editedCalls.length > 0 ? { ...stage, editedCalls } : stage;
    }
    return stage;
  });
  return { ...trace, stages, edits: [...edits] };
}
