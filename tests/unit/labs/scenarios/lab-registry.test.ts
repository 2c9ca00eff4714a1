// The registry the lab pages build on: each lab's names, tools, scenarios and questions; a fresh kit per run
// for a loop the caller drives (the local model), with the lab's verifier and outcome; the simulators' catalogue.
import { describe, expect, it } from 'vitest';
import { runAgent } from '../../../../src/core/agent/run-agent.ts';
import { DEFAULT_SWITCHES } from '../../../../src/core/agent/run-settings.ts';
import { loadTable } from '../../../../src/core/labs/analista/load-table.ts';
import {
  findScenario,
  LAB_IDS,
  labInfo,
  labModelName,
  LABS,
  openLab,
  presetQuestions,
  type LabId,
} from '../../../../src/core/labs/lab-registry.ts';
import { runLabScenario } from '../../../../src/core/labs/run-lab.ts';
import { LAB_SCRIPTED_MODELS } from '../../../../src/core/labs/scenarios/lab-scenarios.ts';
import type { AskedCall, ModelAdapter } from '../../../../src/core/providers/model-adapter.ts';
import { LESSON_MODELS } from '../../../../src/core/sim/scripted-model.ts';
import { loadOrders, TRANSPORT } from './lab-fixture.ts';

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
      const session = openLab(lab, { table });
      expect(session.kit.tools.map((t) => t.name)).toEqual([...labInfo(lab).tools]);
      expect(session.offered).toEqual(labInfo(lab).tools);
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

describe('openLab: a loop the caller drives', () => {
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

  it("the house: a fresh kit, the lab's verifier, and the change report against the model's words", async () => {
    const session = openLab('hogar');
    const trace = await runAgent({
      adapter: localModel([
        [{ id: '1', name: 'get_home_state', rawArgs: '{}' }],
        [{ id: '2', name: 'set_light', rawArgs: '{"cuarto": "cocina", "encendida": false}' }],
        'Apagué las luces de la cocina y la recámara.',
      ]),
      model: 'local',
      question: 'Apaga las luces de todos los cuartos desocupados.',
      kit: session.kit,
      offered: session.offered,
      limits: session.limits,
      switches: DEFAULT_SWITCHES,
      profile: 'realistic',
      countTokens: (text) => text.length,
      verify: session.verify,
    });
    const outcome = session.finish(trace);
    expect(outcome.metric).toEqual({ toolsUsed: ['get_home_state', 'set_light'], iterations: 2, hitMaxIterations: false });
    expect(outcome.extras).toMatchObject({
      lab: 'hogar',
      changes: [{ room: 'cocina', field: 'luz_encendida', before: true, after: false }],
      comparison: { agree: false, claimedNotDone: [{ room: 'recámara', on: false }] },
    });
    expect(openLab('hogar').kit).not.toBe(session.kit);
  });

  it('says what is missing rather than run without it', async () => {
    expect(() => openLab('analista')).toThrow(/needs a table/);
    await expect(runLabScenario({ lab: 'tienda', scenario: 'nope', provider: 'gemini', transport: TRANSPORT })).rejects.toThrow(
      "the tienda lab has no scenario 'nope'",
    );
  });
});
