// Forks of plan and execute with a scripted plan: a tool result of the program's own calls edited (the second
// close set to 30: the table, the calculator and the sentence follow), a stage's reply edited (the writer's
// sentence, which the verifier then judges); the edited values are marked.
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import type { PlanTrace } from '../../../../src/core/agent/plan/plan-trace.ts';
import { scriptedPlanBackend } from '../../../../src/core/agent/plan/scripted-plans.ts';
import { forkOf } from '../../../../src/core/run/fork.ts';
import type { PlanEdit } from '../../../../src/core/agent/plan/plan-edits.ts';
import { loadMarketData } from '../../../../src/core/data/load-market-data.ts';
import { lessonPlanAndExecute } from '../../../../src/core/run/lesson-plans.ts';
import { run } from '../../../../src/core/run/run.ts';
import { LESSON_QUESTION } from '../../../../src/core/sim/scenarios.ts';
import { createLessonToolKit } from '../../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../../src/core/tools/tool-kit-types.ts';

let kit: ToolKit;
beforeAll(async () => {
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
});

const play = async (edits: PlanEdit[] = []) => (await run(lessonPlanAndExecute({ question: LESSON_QUESTION, kit, ...forkOf(edits) }), scriptedPlanBackend('correcto'))).trace;
const compute = (trace: PlanTrace) => trace.stages.find((s) => s.stage === 'compute');

describe('plan and execute forks', () => {
  it('the second close edited to 30: the calculator is asked (30/26.19 - 1)*100 and the sentence says 14.55 %', async () => {
    const original = await play();
    expect(original.answer).toBe('El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.');
    const fork = await play([{ kind: 'stage-result', call: 1, text: '{"resultado": {"ticker": "BUSI", "fecha": "2024-03-22", "cierre": 30}}' }]);
    const stage = compute(fork);
    expect(stage?.stage === 'compute' && stage.calls.map((c) => c.args)).toEqual([
      { ticker: 'BUSI', fecha: '2024-03-15' },
      { ticker: 'BUSI', fecha: '2024-03-22' },
      { expresion: '(30/26.19 - 1)*100' },
    ]);
    expect(stage?.stage === 'compute' && stage.editedCalls).toEqual([1]);
    expect(fork.answer).toBe('El cierre de BUSI varió un 14.55 % entre 2024-03-15 y 2024-03-22.');
    expect(fork.findings).toEqual([]);
    expect(fork.edits).toHaveLength(1);
    expect(original.edits).toBeUndefined();
  });

  it("the writer's sentence edited: marked, and the verifier flags the figure it invents", async () => {
    const fork = await play([{ kind: 'stage-reply', stage: 'write', attempt: 1, text: 'El cierre de BUSI varió un 9.99 % entre 2024-03-15 y 2024-03-22.' }]);
    expect(fork.stages.find((s) => s.stage === 'write')).toMatchObject({ edited: true, raw: 'El cierre de BUSI varió un 9.99 % entre 2024-03-15 y 2024-03-22.' });
    expect(fork.findings.map((f) => f.code)).toContain('figure_without_source');
  });

  it("the extractor's reply edited to ACME, a ticker the data does not have: the program's lookup fails, and says so", async () => {
    const fork = await play([{ kind: 'stage-reply', stage: 'extract', attempt: 1, text: '{"ticker": "ACME", "desde": "2024-03-15", "hasta": "2024-03-22"}' }]);
    const extract = fork.stages.find((s) => s.stage === 'extract');
    expect(extract?.stage === 'extract' && extract.attempts[0]?.edited).toBe(true);
    expect(fork.end).toBe('compute_failed');
    const stage = compute(fork);
    expect(stage?.stage === 'compute' && stage.calls[0]?.args).toEqual({ ticker: 'ACME', fecha: '2024-03-15' });
    expect(stage?.stage === 'compute' && stage.error).toMatch(/^precio: /);
  });
});
