import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../../scripts/node-data-source.ts';
import { scriptedModel } from '../../../../../src/core/agent/plan/chat-model.ts';
import { EXTRACT_SYSTEM, WRITE_SYSTEM } from '../../../../../src/core/agent/plan/plan-prompts.ts';
import type { ComputeStage, ExtractStage, PlanTrace, WriteStage } from '../../../../../src/core/agent/plan/plan-trace.ts';
import { planAndExecute } from '../../../../../src/core/agent/plan/plan-and-execute.ts';
import {
  PLAN_SCRIPT_IDS,
  scriptedPlanModels,
  scriptedPlanReply,
  UNEXPECTED_REPLY,
} from '../../../../../src/core/sim/scripted-plans.ts';
import { loadMarketData } from '../../../../../src/core/data/load-market-data.ts';
import { createLessonToolKit } from '../../../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../../../src/core/tools/tool-kit-types.ts';

const PREGUNTA = '¿Cuánto cambió en porcentaje el cierre de BUSI entre el 2024-03-15 y el 2024-03-22?';
const CORRECTA = 'El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.';
const DATE_PATTERN_ERROR = "String should match pattern '^\\d{4}-\\d{2}-\\d{2}$'";

let kit: ToolKit;
beforeAll(async () => {
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
});

const stage = <S extends PlanTrace['stages'][number]['stage']>(trace: PlanTrace, name: S) =>
  trace.stages.find((s) => s.stage === name) as Extract<PlanTrace['stages'][number], { stage: S }> | undefined;
const details = (trace: PlanTrace) => trace.findings.map((f) => f.detail);

describe('plan and execute with the scripted plans', () => {
  it('correcto: four stages, the code computes 6.45 %, the verifier accepts the sentence', async () => {
    const trace = await planAndExecute(PREGUNTA, scriptedPlanModels('correcto'), kit);
    expect(trace.stages.map((s) => s.stage)).toEqual(['extract', 'compute', 'write', 'verify']);
    const extract = stage(trace, 'extract') as ExtractStage;
    expect(extract.attempts).toHaveLength(1);
    expect(extract.attempts[0]?.messages).toEqual([
      { role: 'system', content: EXTRACT_SYSTEM },
      { role: 'user', content: PREGUNTA },
    ]);
    expect(extract.params).toEqual({ ticker: 'BUSI', desde: '2024-03-15', hasta: '2024-03-22' });

    const compute = stage(trace, 'compute') as ComputeStage;
    expect(compute.calls.map((c) => [c.name, c.args, c.output])).toEqual([
      ['precio', { ticker: 'BUSI', fecha: '2024-03-15' }, { resultado: { ticker: 'BUSI', fecha: '2024-03-15', cierre: 26.19 } }],
      ['precio', { ticker: 'BUSI', fecha: '2024-03-22' }, { resultado: { ticker: 'BUSI', fecha: '2024-03-22', cierre: 27.88 } }],
      ['calculadora', { expresion: '(27.88/26.19 - 1)*100' }, { resultado: 6.4528 }],
    ]);
    expect(compute.tableText).toBe(
      [
        '| dato | valor |',
        '|---|---|',
        '| ticker | BUSI |',
        '| sesión inicial | 2024-03-15 |',
        '| cierre inicial | 26.19 |',
        '| sesión final | 2024-03-22 |',
        '| cierre final | 27.88 |',
        '| variación (%) | 6.45 |',
      ].join('\n'),
    );

    const write = stage(trace, 'write') as WriteStage;
    expect(write.messages[0]).toEqual({ role: 'system', content: WRITE_SYSTEM });
    expect(write.messages[1]?.content).toBe(`Pregunta: ${PREGUNTA}\n\nTabla calculada:\n${compute.tableText}`);
    expect(write.sentence).toBe(CORRECTA);
    expect(trace).toMatchObject({ answer: CORRECTA, end: 'answered', findings: [] });
  });

  it('fecha_europea: "15/03/2024" fails validation, the error goes back once, the retry is valid', async () => {
    const trace = await planAndExecute(PREGUNTA, scriptedPlanModels('fecha_europea'), kit);
    const [first, second] = (stage(trace, 'extract') as ExtractStage).attempts;
    expect(first?.raw).toBe('{"ticker":"BUSI","desde":"15/03/2024","hasta":"22/03/2024"}');
    expect(first?.error).toBe(`argumentos no válidos: desde: ${DATE_PATTERN_ERROR}; hasta: ${DATE_PATTERN_ERROR}`);
    expect(second?.messages.slice(2)).toEqual([
      { role: 'assistant', content: first?.raw },
      {
        role: 'user',
        content: `Tu respuesta no es válida: ${first?.error}. Responde de nuevo solo con el objeto JSON corregido.`,
      },
    ]);
    expect(second?.params).toEqual({ ticker: 'BUSI', desde: '2024-03-15', hasta: '2024-03-22' });
    expect(trace).toMatchObject({ answer: CORRECTA, end: 'answered', findings: [] });
  });

  it('json_no_valido: a Python dict is invalid JSON; the retry fixes it', async () => {
    const trace = await planAndExecute(PREGUNTA, scriptedPlanModels('json_no_valido'), kit);
    const attempts = (stage(trace, 'extract') as ExtractStage).attempts;
    expect(attempts.map((a) => a.error)).toEqual(['JSON no válido', undefined]);
    expect(attempts[0]?.raw).toBe("{'ticker':'BUSI','desde':'2024-03-15','hasta':'2024-03-22'}");
    expect(trace.answer).toBe(CORRECTA);
  });

  it('cifra_equivocada: the writer passes the final close off as the change; the verifier catches it', async () => {
    const trace = await planAndExecute(PREGUNTA, scriptedPlanModels('cifra_equivocada'), kit);
    expect(trace.answer).toBe('El cierre de BUSI varió un 27.88 % entre 2024-03-15 y 2024-03-22.');
    expect(details(trace)).toEqual(['percentage without a calculation: 27.88%']);
    expect(trace.stages.at(-1)).toEqual({ stage: 'verify', findings: trace.findings });
  });

  it('a Saturday asked for: the table says which session was used, and the sentence passes', async () => {
    const question = '¿Cuánto cambió en porcentaje el cierre de BUSI entre el 2024-03-16 y el 2024-03-22?';
    const trace = await planAndExecute(question, scriptedPlanModels('correcto'), kit);
    expect((stage(trace, 'compute') as ComputeStage).tableText).toContain('| sesión inicial | 2024-03-15 (pedida: 2024-03-16) |');
    expect(trace).toMatchObject({ answer: CORRECTA, findings: [] });
  });

  it('is deterministic and JSON-serializable', async () => {
    for (const id of PLAN_SCRIPT_IDS) {
      const a = await planAndExecute(PREGUNTA, scriptedPlanModels(id), kit);
      const b = await planAndExecute(PREGUNTA, scriptedPlanModels(id), kit);
      expect(JSON.parse(JSON.stringify(a))).toStrictEqual(b);
    }
  });
});

describe('plan and execute when a stage fails', () => {
  it('stops after one retry when the extraction stays invalid', async () => {
    const models = { extractor: scriptedModel(() => 'BUSI, del 15 al 22 de marzo'), writer: scriptedModel(() => 'x') };
    const trace = await planAndExecute(PREGUNTA, models, kit);
    expect((stage(trace, 'extract') as ExtractStage).attempts).toHaveLength(2);
    expect(trace.stages.map((s) => s.stage)).toEqual(['extract', 'verify']);
    expect(trace).toMatchObject({ answer: null, end: 'extraction_failed' });
    expect(details(trace)).toEqual(['no answer: extraction failed']);
  });

  it('stops at the computation when the tool says the ticker does not exist', async () => {
    const trace = await planAndExecute('¿Cuánto cambió ACME entre el 2024-03-15 y el 2024-03-22?', scriptedPlanModels('correcto'), kit);
    const compute = stage(trace, 'compute') as ComputeStage;
    expect(compute).toMatchObject({ table: null, error: 'precio: ticker desconocido: ACME' });
    expect(compute.calls).toHaveLength(1);
    expect(trace).toMatchObject({ answer: null, end: 'compute_failed' });
    expect(details(trace)).toEqual(['no answer: computation failed']);
  });

  it('records a model that fails instead of throwing', async () => {
    const broken = {
      complete: () => Promise.reject(new Error('HTTP 500')),
    };
    const trace = await planAndExecute(PREGUNTA, { extractor: broken, writer: broken }, kit);
    expect((stage(trace, 'extract') as ExtractStage).attempts).toEqual([
      { messages: [{ role: 'system', content: EXTRACT_SYSTEM }, { role: 'user', content: PREGUNTA }], failure: 'HTTP 500' },
    ]);
    expect(trace).toMatchObject({ answer: null, end: 'model_failed' });

    const lateFailure = { extractor: scriptedPlanModels('correcto').extractor, writer: broken };
    const late = await planAndExecute(PREGUNTA, lateFailure, kit);
    expect(late.stages.map((s) => s.stage)).toEqual(['extract', 'compute', 'write', 'verify']);
    expect(late).toMatchObject({ end: 'model_failed', findings: [{ detail: 'no answer: model failed' }] });
  });
});

describe('one scripted policy for an endpoint serving both stages', () => {
  it('answers each stage by its system prompt', async () => {
    const reply = scriptedPlanReply('correcto');
    const models = { extractor: scriptedModel(reply), writer: scriptedModel(reply) };
    expect((await planAndExecute(PREGUNTA, models, kit)).answer).toBe(CORRECTA);
    expect(reply([{ role: 'user', content: PREGUNTA }])).toBe(UNEXPECTED_REPLY);
  });
});
