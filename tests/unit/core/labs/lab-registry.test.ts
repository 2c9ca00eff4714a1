// The registry the lab pages build on: each lab's names, tools, scenarios and questions; a fresh kit per run
// for a loop the caller drives (the local model), with the lab's verifier and outcome; the simulators' catalogue.
import { describe, expect, it } from 'vitest';
import { loadTable } from '../../../../src/core/labs/analista/load-table.ts';
import { labQuestionPlan, labScenarioPlan } from '../../../../src/core/labs/lab-plans.ts';
import {
  findScenario,
  LAB_IDS,
  LAB_SCRIPTED_MODELS,
  labDefinition,
  labInfo,
  LABS,
  loadLabRun,
  presetQuestions,
  type LabId,
} from '../../../../src/core/labs/lab-registry.ts';
import { labModelName } from '../../../../src/core/labs/lab-scenario.ts';
import type { AskedCall, ModelAdapter } from '../../../../src/core/providers/model-adapter.ts';
import type { ReactBackend } from '../../../../src/core/run/backend.ts';
import { run } from '../../../../src/core/run/run.ts';
import { LESSON_MODELS } from '../../../../src/core/sim/scripted-model.ts';
import { loadOrders } from './lab-fixture.ts';

/** Each lab's default scenario: the one that reaches the course's answer (every-scenario.test.ts plays it). */
const DEFAULTS: Record<LabId, string> = {
  asistente: 'cadena',
  tienda: 'compra',
  analista: 'febrero_norte',
  hogar: 'apagar_luces',
  viajes: 'presupuesto',
};

describe('lab info', () => {
  it.each(LAB_IDS)('%s: names in both languages, its default scenario first, questions with known answers', (lab) => {
    const info = labInfo(lab);
    expect(info.title.en).not.toBe('');
    expect(info.title.es).not.toBe('');
    expect(info.intro.en.length).toBeGreaterThan(100);
    expect(info.intro.es.length).toBeGreaterThan(100);
    expect(info.defaultScenario).toBe(DEFAULTS[lab]);
    expect(info.scenarios[0]?.id).toBe(info.defaultScenario);
    expect(info.scenarios.length).toBeGreaterThanOrEqual(2);
    for (const s of info.scenarios) {
      expect([s.label.en, s.label.es, s.gloss.en, s.gloss.es, s.question].every((t) => t.length > 0)).toBe(true);
      expect(findScenario(lab, s.id)).toBe(s);
    }
    expect(info.questions.length).toBeGreaterThanOrEqual(3);
    expect(LABS.map((l) => l.id)).toEqual([...LAB_IDS]);
  });

  it("each lab's tools are its kit's, in order; its limits are the loop's with the course's own over them", async () => {
    const table = await loadOrders();
    for (const lab of LAB_IDS) {
      const open = await loadLabRun(lab);
      expect(open({ table }).kit.tools.map((t) => t.name)).toEqual([...labInfo(lab).tools]);
      const plan = await labQuestionPlan({ lab, question: 'q', table });
      expect(plan.kit.tools.map((t) => t.name)).toEqual([...labInfo(lab).tools]);
      expect(plan.offered).toEqual(labInfo(lab).tools);
      // A live model's run goes by the lab's limits and verifier.
      expect(plan.limits).toEqual(labInfo(lab).limits);
      expect(plan.verifier).toBe(labDefinition(lab).verifier);
    }
    expect(labInfo('asistente').limits).toMatchObject({ maxSteps: 8, maxTokens: 8000 });
    expect(labInfo('tienda').limits.maxSteps).toBe(10);
  });

  it('scenario models have names of their own, served next to the lesson\'s', () => {
    const names = [...LESSON_MODELS, ...LAB_SCRIPTED_MODELS].map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain(labModelName('asistente', 'cadena'));
    expect(names).toContain('asistente.pregunta_12');
    expect(names.every((n) => !/[/:]/.test(n))).toBe(true);
  });
});

describe('preset questions for the local model', () => {
  it("the analista's follow the table: its presets on the bundled orders, questions from the columns on another file", async () => {
    const orders = await loadOrders();
    expect(presetQuestions('analista', { table: orders })).toEqual(labInfo('analista').questions.map((q) => q.question));
    const csv = new TextEncoder().encode('ciudad,estado,habitantes\nLeón,Guanajuato,1721000\nMérida,Yucatán,995000\n');
    const loaded = await loadTable('ciudades.csv', csv);
    if (!loaded.ok) throw new Error(loaded.error.en);
    expect(presetQuestions('analista', { table: loaded.table })).toEqual([
      '¿Cuántas filas tiene la tabla y qué columnas tiene?',
      '¿Cuál es el valor máximo de la columna habitantes?',
      '¿Cuál es la suma de habitantes para cada valor de ciudad?',
    ]);
    expect(presetQuestions('tienda')).toEqual(labInfo('tienda').questions.map((q) => q.question));
  });
});

describe('a lab question for a model the caller supplies', () => {
  /** A stand-in for the local model: fixed turns, no wire. */
  function localModel(turns: readonly (AskedCall[] | string)[]): ModelAdapter {
    return {
      id: 'local',
      open() {
        let i = 0;
        return {
          async send(gate) {
            gate('prompt');
            const turn = turns[i++] ?? '';
            const exchange = { url: 'local:', requestBody: 'prompt' };
            return typeof turn === 'string' ? { ok: true, calls: [], text: turn, exchange } : { ok: true, calls: turn, text: '', exchange };
          },
          reply: () => undefined,
        };
      },
    };
  }

  /** The stand-in as a backend: the model named `local`, a body counted by its length, nothing reported. */
  function localBackend(adapter: ModelAdapter): ReactBackend<undefined> {
    return { connect: async () => ({ adapter, model: 'local', countTokens: (text) => text.length, report: () => undefined }) };
  }

  it("the house: a fresh kit, the lab's verifier, and the change report against the model's words", async () => {
    const question = 'Apaga las luces de todos los cuartos desocupados.';
    const plan = await labQuestionPlan({ lab: 'hogar', question });
    expect(plan).toMatchObject({ question, wireProfile: 'realistic', offered: labInfo('hogar').tools, limits: labInfo('hogar').limits });
    const { trace, outcome } = await run(
      plan,
      localBackend(
        localModel([
          [{ id: '1', name: 'get_home_state', rawArgs: '{}' }],
          [{ id: '2', name: 'set_light', rawArgs: '{"cuarto": "cocina", "encendida": false}' }],
          'Apagué las luces de la cocina y la recámara.',
        ]),
      ),
    );
    expect(trace.model).toBe('local');
    expect(outcome.metric).toEqual({ toolsUsed: ['get_home_state', 'set_light'], iterations: 2, hitMaxIterations: false });
    expect(outcome.extras).toMatchObject({
      lab: 'hogar',
      changes: [{ room: 'cocina', field: 'luz_encendida', before: true, after: false }],
      comparison: { agree: false, claimedNotDone: [{ room: 'recámara', on: false }] },
    });
    expect((await labQuestionPlan({ lab: 'hogar', question })).kit).not.toBe(plan.kit);
    const open = await loadLabRun('hogar');
    expect(open({}).kit).not.toBe(open({}).kit);
  });

  it('says what is missing rather than run without it', async () => {
    const open = await loadLabRun('analista');
    expect(() => open({})).toThrow(/needs a table/);
    await expect(labQuestionPlan({ lab: 'analista', question: 'q' })).rejects.toThrow(/needs a table/);
    await expect(labScenarioPlan({ lab: 'tienda', scenario: 'nope' })).rejects.toThrow("the tienda lab has no scenario 'nope'");
  });
});
