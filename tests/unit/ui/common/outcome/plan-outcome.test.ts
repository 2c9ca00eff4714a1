// A plan-and-execute run in the outcome strip's figures: the requests to its model, the program's failed tool
// calls, its own early stops in words, the tokens where known; and a plan compared with a ReAct run, figure by figure.
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../../scripts/node-data-source.ts';
import type { TraceSummary } from '../../../../../src/core/agent/index.ts';
import type { PlanEdit } from '../../../../../src/core/agent/plan/plan-edits.ts';
import { scriptedPlanBackend, type PlanScriptId } from '../../../../../src/core/sim/scripted-plans.ts';
import { loadMarketData } from '../../../../../src/core/data/load-market-data.ts';
import { forkOf } from '../../../../../src/core/run/fork.ts';
import { lessonPlanAndExecute } from '../../../../../src/core/labs/lesson-plans.ts';
import { run } from '../../../../../src/core/run/run.ts';
import { LESSON_QUESTION } from '../../../../../src/core/sim/scenarios.ts';
import { createLessonToolKit } from '../../../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../../../src/core/tools/tool-kit-types.ts';
import { outcomeItems } from '../../../../../src/ui/common/outcome/outcome-items.ts';
import { planOutcome } from '../../../../../src/ui/common/outcome/plan-outcome.ts';

let kit: ToolKit;
beforeAll(async () => {
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
});

const play = async (script: PlanScriptId, edits: PlanEdit[] = []) =>
  (await run(lessonPlanAndExecute({ question: LESSON_QUESTION, kit, ...forkOf(edits) }), scriptedPlanBackend(script))).trace;
/** Both extraction replies written as text without the JSON asked for. */
const invalidTwice: PlanEdit[] = [1, 2].map((attempt) => ({ kind: 'stage-reply', stage: 'extract', attempt, text: 'BUSI, del 15 al 22' }));
const figures = (s: ReturnType<typeof planOutcome>) => [s.end, s.steps, s.errors, s.tokens, s.findings.length];

describe('planOutcome', () => {
  it('the right plan: one extraction and the writer asked, no tool error, answered and OK', async () => {
    const outcome = planOutcome(await play('correcto'), null);
    expect(figures(outcome)).toEqual([{ kind: 'answered' }, 2, 0, null, 0]);
    expect(outcome.answer).toBe('El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.');
  });

  it('an invalid first extraction is asked again: three requests', async () => {
    expect(figures(planOutcome(await play('json_no_valido'), null))).toEqual([{ kind: 'answered' }, 3, 0, null, 0]);
  });

  it('an extraction invalid twice stops the plan there: two requests, its own stop, the tokens given', async () => {
    const outcome = planOutcome(await play('correcto', invalidTwice), 1200);
    expect(figures(outcome)).toEqual([{ kind: 'plan_stopped', reason: 'extraction_failed' }, 2, 0, 1200, 1]);
    expect(outcome.answer).toBeNull();
  });

  it("a lookup the program's data cannot answer is a tool error, and the plan stops at the computation", async () => {
    const edit: PlanEdit = { kind: 'stage-reply', stage: 'extract', attempt: 1, text: '{"ticker": "ACME", "desde": "2024-03-15", "hasta": "2024-03-22"}' };
    const outcome = planOutcome(await play('correcto', [edit]), null);
    expect(figures(outcome)).toEqual([{ kind: 'plan_stopped', reason: 'compute_failed' }, 1, 1, null, 1]);
  });
});

describe('a plan in the strip', () => {
  const loop: TraceSummary = { steps: 2, calls: 2, errors: 0, tokens: 1301, answer: '27.88%', end: { kind: 'answered' }, findings: [{} as never] };

  it("says a plan's early stop in words, in each language, against a ReAct run before it", async () => {
    const plan = planOutcome(await play('correcto', invalidTwice), 1000);
    const en = outcomeItems(plan, loop, 'en');
    expect(en.map((i) => [i.what, i.value, i.change ?? null])).toEqual([
      ['verdict', '1 finding', null],
      ['end', 'extraction failed', 'was answered'],
      ['steps', '2', null],
      ['errors', '0', null],
      ['tokens', '1,000', '−301'],
    ]);
    expect(outcomeItems(plan, undefined, 'es').find((i) => i.what === 'end')?.value).toBe('extracción fallida');
  });

  it('compares a ReAct run with the plan before it, a scripted plan\'s unknown tokens with nothing', async () => {
    const items = outcomeItems(loop, planOutcome(await play('correcto'), null), 'en');
    expect(items.map((i) => [i.what, i.value, i.change ?? null])).toEqual([
      ['verdict', '1 finding', 'was OK'],
      ['end', 'answered', null],
      ['steps', '2', null],
      ['errors', '0', null],
      ['tokens', '1,301', null],
    ]);
  });
});
