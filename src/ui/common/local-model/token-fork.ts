// "Fork from this token" as the edit of the run shown: the n-th generation of a local run is the n-th step of a
// ReAct run, or, in plan and execute, the n-th reply the model wrote (the extractor's attempts, then the writer's
// sentence; a reply the student wrote instead was never generated, so it is not counted).
import type { PlanEdit, PlanTrace, RunEdit } from '../../../core/agent/index.ts';
import type { AnyTrace } from '../../../core/run/index.ts';
import type { Alternative } from '../../../llm/top-alternatives.ts';

/** The edit forcing `token` at `position` of the run's `generation`-th reply (1-based); undefined when it has none. */
export function tokenForkEdit(trace: AnyTrace, generation: number, position: number, token: Pick<Alternative, 'id' | 'piece'>): RunEdit | PlanEdit | undefined {
  const forced = { position, tokenId: token.id, piece: token.piece };
  if ('events' in trace) return { kind: 'token', step: generation, ...forced };
  const reply = generatedReplies(trace)[generation - 1];
  return reply ? { kind: 'stage-token', ...reply, ...forced } : undefined;
}

/** The replies the model wrote, in the order it wrote them. */
function generatedReplies(trace: PlanTrace): { stage: 'extract' | 'write'; attempt: number }[] {
  const replies: { stage: 'extract' | 'write'; attempt: number }[] = [];
  for (const stage of trace.stages) {
    if (stage.stage === 'extract') stage.attempts.forEach((a, i) => a.edited || replies.push({ stage: 'extract', attempt: i + 1 }));
    if (stage.stage === 'write' && !stage.edited) replies.push({ stage: 'write', attempt: 1 });
  }
  return replies;
}
