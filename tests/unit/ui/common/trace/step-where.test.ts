// Where a step-through stands, in the words of its toolbar and the presenter's header: a ReAct run's unit counted
// among the run's units, its loop step among the run's steps and the stage it lights on the drawing of the loop, in
// both languages; a plan's stage in the plan's words; every unit shown.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlanTrace } from '../../../../../src/core/agent/plan/plan-trace.ts';
import { revealUnits } from '../../../../../src/core/agent/reveal-units.ts';
import type { Trace } from '../../../../../src/core/agent/trace.ts';
import { allShownText, planWhere, reactWhere } from '../../../../../src/ui/common/trace/step-where.ts';
import { planRuns } from '../../../core/trace-io/trace-io-fixture.ts';

const GOLDEN = fileURLToPath(new URL('../../../../golden/', import.meta.url));
const golden = (path: string): Trace => (JSON.parse(readFileSync(join(GOLDEN, path), 'utf8')) as { trace: Trace }).trace;
const bucle = golden('lesson/bucle.openai-responses.lesson.trace.json');
const correcto = golden('lesson/correcto.openai-responses.lesson.trace.json');

let plan: PlanTrace;
beforeAll(async () => {
  plan = (await planRuns()).find((p) => p.label === 'fecha_europea')?.planTrace as PlanTrace;
});

describe('where a ReAct run stands', () => {
  it('bucle: the 7th of 27 units is step 2 of 6, at the guardrails that turned its repeated call back', () => {
    const units = revealUnits(bucle);
    expect(units).toHaveLength(27);
    expect(reactWhere(bucle, units, 7, 'en')).toBe('event 7/27 · step 2/6 · guardrails');
    expect(reactWhere(bucle, units, 7, 'es')).toBe('evento 7/27 · paso 2/6 · barreras');
    expect(reactWhere(bucle, units, 8, 'es')).toBe('evento 8/27 · paso 2/6 · observación');
    // The step limit stops the 7th request before the model; the verdict is the run's last step's.
    expect(reactWhere(bucle, units, 25, 'en')).toBe('event 25/27 · step 6/6 · model');
    expect(reactWhere(bucle, units, 27, 'en')).toBe('event 27/27 · step 6/6 · verdict');
  });

  it('correcto: each unit counts among 14, its step among 3, round the loop', () => {
    const units = revealUnits(correcto);
    const words = units.map((_, i) => reactWhere(correcto, units, i + 1, 'en'));
    expect(words.slice(0, 4)).toEqual([
      'event 1/14 · step 1/3 · model',
      'event 2/14 · step 1/3 · tool calls',
      'event 3/14 · step 1/3 · guardrails',
      'event 4/14 · step 1/3 · tool',
    ]);
    expect(words.at(-3)).toBe('event 12/14 · step 3/3 · answer');
    expect(reactWhere(correcto, units, 2, 'es')).toBe('evento 2/14 · paso 1/3 · llamadas');
  });

  it('a unit past the list (a stepper still holding another run) says only its count', () => {
    expect(reactWhere(correcto, revealUnits(correcto), 15, 'en')).toBe('event 15/14');
  });
});

describe('where a plan stands', () => {
  it('says the stage among the plan’s, in its own word', () => {
    expect(plan.stages.map((_, i) => planWhere(plan.stages, i + 1, 'en'))).toEqual([
      'stage 1/4 · extract',
      'stage 2/4 · compute',
      'stage 3/4 · write',
      'stage 4/4 · verify',
    ]);
    expect(planWhere(plan.stages, 2, 'es')).toBe('etapa 2/4 · calcular');
    expect(planWhere(plan.stages, 5, 'es')).toBe('etapa 5/4');
  });
});

describe('every unit shown', () => {
  it('says how many, in both languages', () => {
    expect([allShownText(27, 'en'), allShownText(4, 'es')]).toEqual(['All 27 shown', 'Las 4 a la vista']);
  });
});
