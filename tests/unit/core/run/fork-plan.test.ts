// Forks of plan and execute with a scripted plan: a tool result of the program's own calls edited (the second
// close set to 30: the table, the calculator and the sentence follow), a stage's reply edited (the writer's
// sentence, which the verifier then judges); the edited values are marked. A result edited into an error is asked
// for once more, fails again and the plan stops at the computation (a tool's own error is not asked again).
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import { askedAgain } from '../../../../src/core/agent/plan/change-table.ts';
import type { PlanTrace } from '../../../../src/core/agent/plan/plan-trace.ts';
import { scriptedPlanBackend } from '../../../../src/core/sim/scripted-plans.ts';
import { forkOf } from '../../../../src/core/run/fork.ts';
import type { PlanEdit } from '../../../../src/core/agent/plan/plan-edits.ts';
import { loadMarketData } from '../../../../src/core/data/load-market-data.ts';
import { lessonPlanAndExecute } from '../../../../src/core/labs/lesson-plans.ts';
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
    // The tool's own error is its answer to those arguments: the program does not ask again.
    expect(stage?.stage === 'compute' && stage.calls).toHaveLength(1);
  });
});

const ERROR = '{"error": "no se pudo obtener el dato: el servicio no respondió"}';

describe('plan and execute meets an edited error', () => {
  it('the first close edited into an error: the program asks for it once more, gets the error again, and the plan stops', async () => {
    const fork = await play([{ kind: 'stage-result', call: 0, text: ERROR }]);
    const stage = compute(fork);
    if (stage?.stage !== 'compute') throw new Error('no compute stage');
    expect(stage.calls.map((c) => [c.name, c.args, c.output])).toEqual([
      ['precio', { ticker: 'BUSI', fecha: '2024-03-15' }, { error: 'no se pudo obtener el dato: el servicio no respondió' }],
      ['precio', { ticker: 'BUSI', fecha: '2024-03-15' }, { error: 'no se pudo obtener el dato: el servicio no respondió' }],
    ]);
    expect(stage.editedCalls).toEqual([0, 1]);
    expect([0, 1].map((n) => askedAgain(stage.calls, n))).toEqual([false, true]);
    expect(stage.error).toBe('precio: no se pudo obtener el dato: el servicio no respondió');
    expect(fork).toMatchObject({ answer: null, end: 'compute_failed' });
    expect(fork.stages.map((s) => s.stage)).toEqual(['extract', 'compute', 'verify']);
    expect(fork.findings.map((f) => f.detail)).toEqual(['no answer: computation failed']);
  });

  it("the calculator's result, the program's last call, edited into an error: asked again, then the computation fails", async () => {
    const fork = await play([{ kind: 'stage-result', call: 2, text: ERROR }]);
    const stage = compute(fork);
    expect(stage?.stage === 'compute' && stage.calls.map((c) => c.name)).toEqual(['precio', 'precio', 'calculadora', 'calculadora']);
    expect(stage?.stage === 'compute' && stage.editedCalls).toEqual([2, 3]);
    expect(fork.end).toBe('compute_failed');
  });

  it('the retry edited in turn to a close (a fork of the fork): the plan carries on with it', async () => {
    const close = '{"resultado": {"ticker": "BUSI", "fecha": "2024-03-15", "cierre": 20}}';
    const fork = await play([
      { kind: 'stage-result', call: 0, text: ERROR },
      { kind: 'stage-result', call: 1, text: close },
    ]);
    const stage = compute(fork);
    expect(stage?.stage === 'compute' && stage.calls.map((c) => c.name)).toEqual(['precio', 'precio', 'precio', 'calculadora']);
    expect(stage?.stage === 'compute' && stage.calls[3]?.args).toEqual({ expresion: '(27.88/20 - 1)*100' });
    expect(fork.answer).toBe('El cierre de BUSI varió un 39.40 % entre 2024-03-15 y 2024-03-22.');
  });

  it('an edited value is not asked again: the program uses it', async () => {
    const fork = await play([{ kind: 'stage-result', call: 2, text: '{"resultado": 9.6792}' }]);
    const stage = compute(fork);
    expect(stage?.stage === 'compute' && stage.calls).toHaveLength(3);
    expect(fork.answer).toBe('El cierre de BUSI varió un 9.68 % entre 2024-03-15 y 2024-03-22.');
  });

  it('a call made twice that did not fail is not one asked again (the same date at both ends)', async () => {
    const same = '¿Cuánto cambió en porcentaje el cierre de BUSI entre el 2024-03-22 y el 2024-03-22?';
    const { trace } = await run(lessonPlanAndExecute({ question: same, kit }), scriptedPlanBackend('correcto'));
    const stage = compute(trace);
    if (stage?.stage !== 'compute') throw new Error('no compute stage');
    expect(stage.calls[0]?.args).toEqual(stage.calls[1]?.args);
    expect(askedAgain(stage.calls, 1)).toBe(false);
  });
});
