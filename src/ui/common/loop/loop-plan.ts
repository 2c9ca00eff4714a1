// A plan-and-execute run on the drawing of the loop, which it walks once: the extractor stage lights the checks
// (the model filled in the parameters, the program validated them; refused ones bounce off the schema), the
// program's calls light the tool, the writer the answer, the verifier the verdict. Each stage revealed adds its
// model calls, the program's tool calls, the errors and the table sent back to the model, to the edges' counts.
import type { PlanStage } from '../../../core/agent/index.ts';
import { fire, planGates, zeroCounts, zeroFired, type LoopEdge, type LoopGate, type LoopStage, type LoopState } from './loop-stages.ts';

export function planLoop(stages: readonly PlanStage[], shown: number | null): LoopState {
  const upto = shown === null ? stages.length : Math.min(Math.max(shown, 0), stages.length);
  const counts = zeroCounts();
  const fired = zeroFired();
  for (const stage of stages.slice(0, upto)) tally(stage, counts, fired);
  const current = upto > 0 ? stages[upto - 1] : undefined;
  const place = current ? placeOf(current) : null;
  return {
    kind: 'plan',
    stage: place?.stage ?? null,
    step: null,
    held: null,
    rejected: place?.rejected ?? null,
    counts,
    fired,
    gates: planGates(),
  };
}

function tally(stage: PlanStage, counts: Record<LoopEdge, number>, fired: Record<LoopGate, number>): void {
  switch (stage.stage) {
    case 'extract':
      stage.attempts.forEach((a, i) => {
        counts.request++;
        if (a.raw !== undefined) counts.call++;
        if (a.error !== undefined) fire(fired, 'validation');
        // An invalid reply's error goes back to the model when it gets another attempt.
        if (a.error !== undefined && i < stage.attempts.length - 1) counts.back++;
      });
      return;
    case 'compute':
      counts.run += stage.calls.length;
      if (stage.tableText !== undefined) counts.back++;
      return;
    case 'write':
      counts.request++;
      if (stage.sentence !== undefined) counts.answer++;
      return;
    case 'verify':
      counts.verify++;
      if (stage.findings.length > 0) fire(fired, 'verifier');
      return;
  }
}

function placeOf(stage: PlanStage): { stage: LoopStage; rejected: LoopGate | null } {
  switch (stage.stage) {
    case 'extract':
      if (stage.attempts.at(-1)?.raw === undefined) return { stage: 'model', rejected: null };
      return { stage: 'checks', rejected: stage.params === null ? 'validation' : null };
    case 'compute':
      return { stage: 'tool', rejected: null };
    case 'write':
      return { stage: stage.sentence === undefined ? 'model' : 'answer', rejected: null };
    case 'verify':
      return { stage: 'verdict', rejected: stage.findings.length > 0 ? 'verifier' : null };
  }
}
