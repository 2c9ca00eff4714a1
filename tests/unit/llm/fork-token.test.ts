// Fork from a token, on the tiny lesson model (whose reply is scripted by position: after a forced token it writes
// on with the script's next tokens): the forced token is the one chosen and at its position, the tokens before it
// are the parent's, the model writes on after it with the KV cache reused up to it; a fork opened from a link (no
// parent in the page) writes the reply again up to the token and comes out the same; plan and execute forks a
// stage's reply the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../scripts/node-data-source.ts';
import { TINY_QWEN2_LESSON_NAME } from '../../../scripts/tiny-model/tiny-models.ts';
import type { PlanEdit } from '../../../src/core/agent/plan/plan-edits.ts';
import type { RunEdit } from '../../../src/core/agent/edits.ts';
import type { Trace } from '../../../src/core/agent/trace.ts';
import { loadMarketData } from '../../../src/core/data/load-market-data.ts';
import { forkOf } from '../../../src/core/run/fork.ts';
import { lessonPlanAndExecute, lessonQuestionPlan } from '../../../src/core/labs/lesson-plans.ts';
import { run } from '../../../src/core/run/run.ts';
import { BASIC_TOOLS, createLessonToolKit } from '../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../src/core/tools/tool-kit-types.ts';
import { localModelGenerator } from '../../../src/llm/engine/in-process-generator.ts';
import type { LocalModel } from '../../../src/llm/engine/model-session.ts';
import type { LocalStep } from '../../../src/llm/hermes-adapter.ts';
import { localModelBackend } from '../../../src/llm/local-model-backend.ts';
import type { TokenAlternatives } from '../../../src/llm/top-alternatives.ts';
import { TAREA_VARIACION } from './lesson-tool-schemas.ts';
import { loadTinyModel, recordingGenerator } from './tiny-model-fixture.ts';

let kit: ToolKit;
let model: LocalModel;
beforeAll(async () => {
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
  model = await loadTinyModel({ model: TINY_QWEN2_LESSON_NAME });
});
afterAll(async () => {
  await model.dispose();
});

async function play(edits: RunEdit[] = [], parent?: { trace: Trace; steps: readonly LocalStep[] }) {
  const { generator, options } = recordingGenerator(model);
  const parentRun = parent ? { trace: parent.trace, report: { steps: parent.steps } } : undefined;
  const plan = lessonQuestionPlan({ question: TAREA_VARIACION, kit, tools: BASIC_TOOLS, ...forkOf(edits, parentRun) });
  const { trace, report } = await run(plan, localModelBackend({ generator, model: TINY_QWEN2_LESSON_NAME, alternatives: 5 }));
  return { trace, steps: report.steps, generations: options.length };
}

const tokensOf = (step: LocalStep | undefined): TokenAlternatives[] => step?.turn.alternatives ?? [];

/** The edit forking step `step` at `position` to the model's second choice there. */
function secondChoice(steps: readonly LocalStep[], step: number, position: number): Extract<RunEdit, { kind: 'token' }> {
  const second = tokensOf(steps[step - 1])[position]?.top[1];
  if (!second) throw new Error(`no second choice at ${position}`);
  return { kind: 'token', step, position, tokenId: second.id, piece: second.piece };
}

describe('fork from a token', () => {
  /** The run forked, played once (first, so the first test finds the cache it left). */
  let original: Awaited<ReturnType<typeof play>>;
  beforeAll(async () => {
    original = await play();
  });

  it('forces the chosen token at its position; the tokens before are the parent’s, the model writes on after it', async () => {
    const before = tokensOf(original.steps[0]);
    const position = 5;
    const edit = secondChoice(original.steps, 1, position);
    expect(edit.tokenId).not.toBe(before[position]!.id);

    const fork = await play([edit], original);
    const after = tokensOf(fork.steps[0]);
    expect(after[position]).toMatchObject({ id: edit.tokenId, piece: edit.piece, forced: true });
    expect(after.slice(0, position).map((t) => t.id)).toEqual(before.slice(0, position).map((t) => t.id));
    // The script goes on by position: every later token is the parent's again, generated (not copied) after the forced one.
    expect(after.slice(position + 1).map((t) => t.id)).toEqual(before.slice(position + 1).map((t) => t.id));
    expect(after.slice(position + 1).some((t) => t.forced)).toBe(false);
    expect(fork.steps[0]!.turn.text).toContain(edit.piece);
    expect(fork.steps[0]!.turn.stats.generatedTokens).toBe(before.length);
    // Fed with the prompt, the forced prefix came from the cache the parent's run left: only the forced token was prefilled.
    expect(fork.steps[0]!.turn.stats.reusedTokens).toBe(fork.steps[0]!.inputTokens + position);
    expect(fork.steps[0]!.turn.stats.forcedTokens).toBe(position + 1);
    expect(fork.trace.edits).toEqual([edit]);
  });

  it('opened from a link (no parent in the page), the reply is written again up to the token: the same fork', async () => {
    const edit = secondChoice(original.steps, 1, 5);
    const inPage = await play([edit], original);
    await model.reset();
    const fromLink = await play([edit]);
    expect(fromLink.trace.events).toEqual(inPage.trace.events);
    expect(tokensOf(fromLink.steps[0]).map((t) => t.id)).toEqual(tokensOf(inPage.steps[0]).map((t) => t.id));
    expect(fromLink.generations).toBe(inPage.generations + 1);
  });

  it('a fork of a fork keeps the earlier forced token, from a link too', async () => {
    const first = secondChoice(original.steps, 1, 3);
    const fork = await play([first], original);
    const second = secondChoice(fork.steps, 1, 8);
    const both = [first, second];
    const again = await play(both, fork);
    const ids = tokensOf(again.steps[0]).map((t) => t.id);
    expect([ids[3], ids[8]]).toEqual([first.tokenId, second.tokenId]);
    const fromLink = await play(both);
    expect(tokensOf(fromLink.steps[0]).map((t) => t.id)).toEqual(ids);
  });

  it("a link's token the model does not have ends the run with a message that says so", async () => {
    const fork = await play([{ kind: 'token', step: 1, position: 2, tokenId: 999_999, piece: '?' }]);
    expect(fork.trace.summary.end).toMatchObject({ kind: 'endpoint_error', failure: { message: expect.stringContaining("token 999999 is not in the model's vocabulary (151936 tokens)") } });
  });

  it('a forced end of turn ends the reply there: nothing more is generated', async () => {
    const endOfTurn = tokensOf(original.steps[1]).at(-1)!;
    const edit: RunEdit = { kind: 'token', step: 1, position: 0, tokenId: endOfTurn.id, piece: endOfTurn.piece };
    const fork = await play([edit], original);
    expect(fork.steps[0]!.turn).toMatchObject({ text: '', stopReason: 'end_of_turn' });
    expect(tokensOf(fork.steps[0]).map((t) => t.id)).toEqual([endOfTurn.id]);
  });

  it("plan and execute: a token of the extractor's reply forced, the fork's first generation has it", async () => {
    const playPlan = async (edits: PlanEdit[], parentSteps?: readonly LocalStep[]) => {
      const plan = lessonPlanAndExecute({ question: TAREA_VARIACION, kit, ...forkOf(edits, parentSteps ? { trace: undefined as never, report: { steps: parentSteps } } : undefined) });
      const { report, trace } = await run(plan, localModelBackend({ generator: localModelGenerator(model), model: TINY_QWEN2_LESSON_NAME, alternatives: 5 }));
      return { steps: report.steps, trace };
    };
    const original = await playPlan([]);
    const second = tokensOf(original.steps[0])[4]!.top[1]!;
    const edit: PlanEdit = { kind: 'stage-token', stage: 'extract', attempt: 1, position: 4, tokenId: second.id, piece: second.piece };
    const fork = await playPlan([edit], original.steps);
    expect(tokensOf(fork.steps[0])[4]).toMatchObject({ id: second.id, forced: true });
    expect(tokensOf(fork.steps[0]).slice(0, 4).map((t) => t.id)).toEqual(tokensOf(original.steps[0]).slice(0, 4).map((t) => t.id));
    expect(fork.trace.edits).toEqual([edit]);
  });
});
