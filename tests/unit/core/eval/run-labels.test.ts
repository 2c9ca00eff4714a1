// The eval's side of each kind of run (src/core/eval/run-labels.ts): a ReAct run's call labels are the trace's, a
// plan's are its extractor's invalid replies read as calls to variacion; and the eval scores either kind through
// the run's kind (its figures) and these labels.
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import { loadMarketData } from '../../../../src/core/data/load-market-data.ts';
import { traceLabels } from '../../../../src/core/eval/call-labels.ts';
import type { EvalTask } from '../../../../src/core/eval/eval-task.ts';
import { runLabels } from '../../../../src/core/eval/run-labels.ts';
import { scoreRun } from '../../../../src/core/eval/score-run.ts';
import { createLessonToolKit } from '../../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../../src/core/tools/tool-kit-types.ts';
import type { PlanRun, TraceRun } from '../../../../src/core/trace-io/trace-file.ts';
import { goldenFiles, planRuns } from '../trace-io/trace-io-fixture.ts';

const RUNS: TraceRun[] = goldenFiles().flatMap((g) => g.runs);
let plans: PlanRun[];
let kit: ToolKit;
beforeAll(async () => {
  plans = await planRuns();
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
});
const plan = (id: string) => plans.find((p) => p.label === id) as PlanRun;
const golden = (name: string) => RUNS.find((r) => r.label.startsWith(name)) as TraceRun;
const LESSON_OFFERED = ['precio', 'buscar_noticias', 'calculadora'];

describe('the labels of each kind of run', () => {
  it("a ReAct run's: the call labels of its trace", () => {
    const { trace } = golden('lesson/argumentos_inventados.anthropic');
    const context = { kit, offered: LESSON_OFFERED, referenceCount: 3 };
    expect(runLabels(trace, context)).toEqual(traceLabels(trace, kit, context.offered, 3));
    expect(runLabels(trace, context).length).toBeGreaterThan(0);
  });

  it("a plan's: the extractor's invalid replies as calls to variacion; none for a valid first reply", () => {
    const context = { kit, offered: [], referenceCount: 1 };
    expect(runLabels(plan('correcto').planTrace, context)).toEqual([]);
    expect(runLabels(plan('fecha_europea').planTrace, context)).toEqual(['value_error:desde', 'value_error:hasta']);
  });
});

describe("the eval's score, through the run's kind", () => {
  const task: EvalTask = {
    id: 'change-BUSI-2024-03-15-2024-03-22',
    suite: 'lesson',
    kind: 'change',
    question: '¿Cuánto cambió BUSI?',
    intent: { kind: 'change', ticker: 'BUSI', desde: '2024-03-15', hasta: '2024-03-22' },
    expected: { kind: 'percentage', value: 6.45 },
  };
  const score = { task, gate: false, attack: false };

  it("scores a plan by its stages: right, 3 model calls, the extractor's bad replies labelled", () => {
    expect(scoreRun(plan('fecha_europea').planTrace, { kit, offered: [], referenceCount: 1 }, score)).toMatchObject({
      correct: true,
      passed: true,
      findings: [],
      steps: 3,
      calls: 3,
      errors: 0,
      tokens: null,
      end: 'answered',
      labels: ['value_error:desde', 'value_error:hasta'],
    });
  });

  it("scores a ReAct run by its summary: bucle has no answer, its 6 steps and 1,763 tokens, its calls labelled", () => {
    const { trace } = golden('lesson/bucle.anthropic');
    const scored = scoreRun(trace, { kit, offered: LESSON_OFFERED, referenceCount: 3 }, score);
    expect(scored).toMatchObject({ answer: null, correct: false, passed: false, steps: 6, calls: 6, errors: 5, tokens: 1763, end: 'step_limit' });
    expect(scored.findings).toEqual(trace.summary.findings.map((f) => f.detail));
    expect(scored.labels).toEqual(traceLabels(trace, kit, LESSON_OFFERED, 3));
  });
});
