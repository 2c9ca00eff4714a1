// Live stepping of plan and execute: `run(plan, backend, control)` holds the plan before each call to a model (each
// extractor attempt, the writer), with the stages so far, and no model is asked while the hold lasts; a plan that
// stops early is held only before the calls it makes; an edited reply is held for like the model's own.
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import type { PlanTrace } from '../../../../src/core/agent/plan/plan-trace.ts';
import { scriptedPlanBackend, type PlanScriptId } from '../../../../src/core/sim/scripted-plans.ts';
import type { PlanEdit } from '../../../../src/core/agent/plan/plan-edits.ts';
import { loadMarketData } from '../../../../src/core/data/load-market-data.ts';
import type { PlanBackend } from '../../../../src/core/run/backend.ts';
import { lessonPlanAndExecute } from '../../../../src/core/labs/lesson-plans.ts';
import { forkOf } from '../../../../src/core/run/fork.ts';
import { run } from '../../../../src/core/run/run.ts';
import { LESSON_QUESTION } from '../../../../src/core/sim/scenarios.ts';
import { createLessonToolKit } from '../../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../../src/core/tools/tool-kit-types.ts';

let kit: ToolKit;
beforeAll(async () => {
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
});

/** A scripted plan whose models note each call they answer. */
function recording(id: PlanScriptId, asked: string[]): PlanBackend<undefined> {
  return {
    connectPlan: (plan) => {
      const inner = scriptedPlanBackend(id).connectPlan(plan);
      return {
        extractor: { complete: (messages) => (asked.push('extractor'), inner.extractor.complete(messages)) },
        writer: { complete: (messages) => (asked.push('writer'), inner.writer.complete(messages)) },
        report: inner.report,
      };
    },
  };
}

/** The stages of a plan so far, in short: an extraction by its attempts. */
const short = (sofar: PlanTrace) => sofar.stages.map((s) => (s.stage === 'extract' ? `extract×${s.attempts.length}` : s.stage));

interface Hold {
  step: number;
  stages: string[];
  /** The model calls made before the hold. */
  asked: number;
  answer: string | null;
}

async function playHeld(id: PlanScriptId, edits: PlanEdit[] = []): Promise<{ holds: Hold[]; asked: string[]; trace: PlanTrace }> {
  const asked: string[] = [];
  const holds: Hold[] = [];
  const { trace } = await run(lessonPlanAndExecute({ question: LESSON_QUESTION, kit, ...forkOf(edits) }), recording(id, asked), {
    beforeRequest: async (step, sofar) => {
      holds.push({ step, stages: short(sofar), asked: asked.length, answer: sofar.answer });
    },
  });
  return { holds, asked, trace };
}

describe('plan and execute stepped live', () => {
  it('holds before the extractor, its retry and the writer, each time with the stages so far and before the model is asked', async () => {
    const { holds, asked, trace } = await playHeld('fecha_europea');
    expect(holds).toEqual([
      { step: 1, stages: ['extract×0'], asked: 0, answer: null },
      { step: 2, stages: ['extract×1'], asked: 1, answer: null },
      { step: 3, stages: ['extract×2', 'compute'], asked: 2, answer: null },
    ]);
    expect(asked).toEqual(['extractor', 'extractor', 'writer']);
    // The finished trace is the one an unheld run makes.
    expect(trace).toEqual((await run(lessonPlanAndExecute({ question: LESSON_QUESTION, kit }), scriptedPlanBackend('fecha_europea'))).trace);
  });

  it('no model is asked while a hold lasts; released, the plan goes on to its end', async () => {
    const asked: string[] = [];
    let release: (() => void) | undefined;
    const done = run(lessonPlanAndExecute({ question: LESSON_QUESTION, kit }), recording('correcto', asked), {
      beforeRequest: (step) => (step === 2 ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()),
    });
    for (let i = 0; i < 50 && release === undefined; i++) await new Promise((resolve) => setTimeout(resolve, 1));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(asked).toEqual(['extractor']);
    release?.();
    expect((await done).trace.answer).toBe('El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.');
    expect(asked).toEqual(['extractor', 'writer']);
  });

  it('an edited writer reply is held for too; the stages so far carry the edit-free parts', async () => {
    const { holds, asked } = await playHeld('correcto', [{ kind: 'stage-reply', stage: 'write', attempt: 1, text: 'No lo sé.' }]);
    expect(holds.map((h) => [h.step, h.stages])).toEqual([
      [1, ['extract×0']],
      [2, ['extract×1', 'compute']],
    ]);
    // The edited reply stands in for the writer: the model is not asked.
    expect(asked).toEqual(['extractor']);
  });

  it('a plan that stops at its extraction is held only before the calls it makes', async () => {
    const { holds, trace } = await playHeld('json_no_valido', [{ kind: 'stage-reply', stage: 'extract', attempt: 2, text: 'no sé' }]);
    expect(trace.end).toBe('extraction_failed');
    expect(holds.map((h) => h.step)).toEqual([1, 2]);
  });
});
