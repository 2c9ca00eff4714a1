// The kinds' UI sides and their table: each trace and edit finds its own; a ReAct run's column is its steps (calls,
// results, the answer) with its tokens and its trace, a plan's its stages without either; a fork's edit is named in
// both languages; the view is the timeline with its step-through or the plan's stages, forkable when asked; the live
// view shows the run so far; the presenter's slides say each step (each stage of a plan) in English and Spanish, and
// each kind gives the presenter's header, its last slide and the step-through's position.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlanEdit, PlanStage, PlanTrace, RevealUnit, RunEdit, Trace } from '../../../../../../src/core/agent/index.ts';
import { PLAN_KIND, REACT_KIND } from '../../../../../../src/core/run/index.ts';
import { PLAN_UI } from '../../../../../../src/ui/common/trace/kinds/plan-kind-ui.ts';
import { REACT_UI } from '../../../../../../src/ui/common/trace/kinds/react-kind-ui.ts';
import { editText, RUN_KIND_UIS, uiOf } from '../../../../../../src/ui/common/trace/kinds/run-kind-uis.ts';
import PlanView from '../../../../../../src/ui/common/trace/PlanView.svelte';
import SteppedTrace from '../../../../../../src/ui/common/trace/SteppedTrace.svelte';
import { StepThrough } from '../../../../../../src/ui/common/trace/step-through.svelte.ts';
import TraceTimeline from '../../../../../../src/ui/common/trace/TraceTimeline.svelte';
import { goldenFiles, planRuns } from '../../../../core/trace-io/trace-io-fixture.ts';

const correcto: Trace = (goldenFiles().flatMap((g) => g.runs).find((r) => r.label.startsWith('lesson/correcto.anthropic')) as { trace: Trace }).trace;
let fechaEuropea: PlanTrace;
beforeAll(async () => {
  fechaEuropea = (await planRuns()).find((p) => p.label === 'fecha_europea')?.planTrace as PlanTrace;
});
const ANSWER = 'El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.';

describe('the table of the kinds’ UI sides', () => {
  it('holds each kind’s UI side, in the order of core’s table, and finds a trace’s', () => {
    expect(RUN_KIND_UIS.map((k) => k.kind)).toEqual([REACT_KIND, PLAN_KIND]);
    expect(uiOf(correcto)).toBe(REACT_UI);
    expect(uiOf(fechaEuropea)).toBe(PLAN_UI);
  });

  it('names a fork’s edit of either kind in both languages', () => {
    const edits: (RunEdit | PlanEdit)[] = [
      { kind: 'result', step: 2, call: 1, text: 'x' },
      { kind: 'reply', step: 3, reply: { kind: 'text', text: 'y' } },
      { kind: 'stage-reply', stage: 'extract', attempt: 2, text: 'x' },
      { kind: 'stage-reply', stage: 'write', attempt: 1, text: 'x' },
      { kind: 'stage-result', call: 1, text: 'x' },
    ];
    expect(edits.map((e) => editText(e, 'en'))).toEqual([
      'result 2 of step 2 edited',
      'reply of step 3 edited',
      "extractor's reply 2 edited",
      "writer's sentence edited",
      "result of the program's call 2 edited",
    ]);
    expect(edits.map((e) => editText(e, 'es'))).toEqual([
      'resultado 2 del paso 2 editado',
      'respuesta del paso 3 editada',
      'respuesta 2 del extractor editada',
      'frase del redactor editada',
      'resultado de la llamada 2 del programa editado',
    ]);
  });
});

describe('a column of the comparison', () => {
  it('a ReAct run: a row a step with its tokens, its calls and results, the answer; its tokens and its trace', () => {
    const column = REACT_UI.column(correcto, 'en');
    expect(column.trace).toBe(correcto);
    expect(column.figures).toEqual({ steps: 3, errors: 0, tokens: 340 + 250 + 53, findings: 0, answer: ANSWER });
    expect(column.rows?.map((r) => [r.label, r.tokens, r.lines.map((l) => l.kind)])).toEqual([
      ['1', 53, ['call', 'result', 'call', 'result']],
      ['2', 250, ['call', 'result']],
      ['3', 340, ['answer']],
    ]);
    expect(column.rows?.[1]?.lines).toEqual([
      { kind: 'call', text: 'calculadora({"expresion":"(27.88/26.19 - 1)*100"})' },
      { kind: 'result', text: '→ {"resultado": 6.4528}' },
    ]);
  });

  it('a plan: a row a stage, in the page’s language, the invalid reply marked; no tokens and no trace', () => {
    const column = PLAN_UI.column(fechaEuropea, 'es');
    expect(column).not.toHaveProperty('trace');
    expect(column.figures).toEqual({ steps: 3, errors: 0, findings: 0, answer: ANSWER });
    expect(column.rows?.map((r) => [r.label, r.lines.length])).toEqual([
      ['1. extraer', 2],
      ['2. calcular', 3],
      ['3. redactar', 1],
      ['4. verificar', 0],
    ]);
    expect(column.rows?.[0]?.lines[0]).toEqual({ kind: 'call', text: '{"ticker":"BUSI","desde":"15/03/2024","hasta":"22/03/2024"}', error: true });
    expect(column.rows?.[1]?.lines[2]).toEqual({ kind: 'result', text: 'calculadora({"expresion":"(27.88/26.19 - 1)*100"}) → {"resultado":6.4528}' });
    expect(PLAN_UI.column(fechaEuropea, 'en').rows?.map((r) => r.label)).toEqual(['1. extract', '2. compute', '3. write', '4. verify']);
  });
});

describe('the view and the live view', () => {
  const onfork = () => undefined;

  it('a ReAct run: the stepped timeline, with editors only when it can be forked; live, the timeline so far, all shown, its counts on their way', () => {
    const stepper = new StepThrough<RevealUnit>();
    expect(REACT_UI.view({ trace: correcto, stepper })).toEqual({ component: SteppedTrace, props: { trace: correcto, stepper } });
    expect(REACT_UI.view({ trace: correcto, stepper, onfork, modelText: true }).props).toEqual({ trace: correcto, stepper, fork: { modelText: true, onfork } });
    const units = REACT_KIND.stepUnits(correcto);
    expect(REACT_UI.live(correcto)).toEqual({ component: TraceTimeline, props: { trace: correcto, reveal: { shown: units.length, units } } });
  });

  it('a plan: its stages with who answered them; live, the stages so far without who answered or how it ended', () => {
    const stepper = new StepThrough<PlanStage>();
    expect(PLAN_UI.view({ trace: fechaEuropea, stepper, scripted: 'fecha_europea', onfork })).toEqual({
      component: PlanView,
      props: { trace: fechaEuropea, stepper, scripted: 'fecha_europea', onfork },
    });
    expect(PLAN_UI.view({ trace: fechaEuropea, stepper, by: 'Stages 1 and 3 answered by OpenAI.' }).props).toEqual({
      trace: fechaEuropea,
      stepper,
      scripted: null,
      by: 'Stages 1 and 3 answered by OpenAI.',
    });
    expect(PLAN_UI.live(fechaEuropea)).toEqual({ component: PlanView, props: { trace: fechaEuropea, live: true } });
  });
});

describe('the presenter’s slides', () => {
  it('a plan’s: a slide a stage, what happened in a sentence in both languages, what went in and came out verbatim', () => {
    const slides = PLAN_KIND.stepUnits(fechaEuropea).map((stage) => PLAN_UI.presenter(fechaEuropea, stage, 'en'));
    expect(slides.map((s) => s.sentence)).toEqual([
      { en: '1. Extract the parameters (JSON, validated): valid parameters after 2 attempts.', es: '1. Extraer los parámetros (JSON, validado): parámetros válidos tras 2 intentos.' },
      { en: '2. Compute (the program calls the tools): the program has the table.', es: '2. Calcular (el programa llama a las herramientas): el programa tiene la tabla.' },
      { en: '3. Write one sentence from the table: the model writes the answer.', es: '3. Redactar una frase con la tabla: el modelo redacta la respuesta.' },
      { en: '4. Verify: OK.', es: '4. Verificar: OK.' },
    ]);
    expect(slides[0]?.body).toEqual([
      'Attempt 1. Reply: {"ticker":"BUSI","desde":"15/03/2024","hasta":"22/03/2024"}',
      expect.stringMatching(/^Invalid, sent back: argumentos no válidos: desde: /),
      'Attempt 2. Reply: {"ticker":"BUSI","desde":"2024-03-15","hasta":"2024-03-22"}',
      'Parameters: {"ticker":"BUSI","desde":"2024-03-15","hasta":"2024-03-22"}',
    ]);
    expect(slides[1]?.body.slice(0, 3)).toEqual([
      'precio({"ticker":"BUSI","fecha":"2024-03-15"}) → {"resultado":{"ticker":"BUSI","fecha":"2024-03-15","cierre":26.19}}',
      'precio({"ticker":"BUSI","fecha":"2024-03-22"}) → {"resultado":{"ticker":"BUSI","fecha":"2024-03-22","cierre":27.88}}',
      'calculadora({"expresion":"(27.88/26.19 - 1)*100"}) → {"resultado":6.4528}',
    ]);
    expect(slides[1]?.body[3]).toContain('| variación (%) | 6.45 |');
    expect(slides[2]?.body).toEqual([ANSWER]);
    expect(slides.map((s) => s.edited)).toEqual([false, false, false, false]);
    expect(PLAN_UI.presenter(fechaEuropea, fechaEuropea.stages[0]!, 'es').body[0]).toBe('Intento 1. Respuesta: {"ticker":"BUSI","desde":"15/03/2024","hasta":"22/03/2024"}');
  });

  it('a plan’s edited stages are marked, a failed one says so, and its findings are worded in the page’s language', () => {
    const stages = structuredClone(fechaEuropea.stages);
    const [extract, compute, write] = stages;
    if (extract?.stage !== 'extract' || compute?.stage !== 'compute' || write?.stage !== 'write') throw new Error('the plan’s stages');
    extract.attempts[1]!.edited = true;
    compute.editedCalls = [1];
    const failed = { ...write, sentence: undefined, failure: 'timeout', edited: true as const };
    const verify = { stage: 'verify' as const, findings: [{ code: 'figure_without_source' as const, detail: 'figure without a source: 10', message: { en: '', es: '' } }] };
    const trace = { ...fechaEuropea, stages };
    expect([extract, compute].map((s) => PLAN_UI.presenter(trace, s, 'en').edited)).toEqual([true, true]);
    expect(PLAN_UI.presenter(trace, failed, 'es')).toEqual({
      sentence: { en: '3. Write one sentence from the table: the model failed.', es: '3. Redactar una frase con la tabla: el modelo falló.' },
      body: ['El modelo falló: timeout'],
      edited: true,
    });
    expect(PLAN_UI.presenter(trace, verify, 'es')).toEqual({
      sentence: { en: '4. Verify: 1 finding.', es: '4. Verificar: 1 objeción.' },
      body: ['cifra sin fuente: 10'],
      edited: false,
    });
  });

  it('each kind says where its step-through stands, its header and its last slide in its own words', () => {
    const units = REACT_KIND.stepUnits(correcto);
    expect(uiOf(correcto).where(correcto, units, 2, 'en')).toBe('event 2/14 · step 1/3 · tool calls');
    expect(uiOf(correcto).facts(correcto, units, 1, 'en')).toEqual({ guardrails: 'Guardrails: all 8 on · step limit 6 · token limit 8,000', tokens: 'Tokens sent so far: 53' });
    expect(uiOf(correcto).ending(correcto, 'es')).toEqual({ answer: ANSWER, end: 'El modelo respondió.', findings: [] });
    expect(uiOf(fechaEuropea).where(fechaEuropea, fechaEuropea.stages, 1, 'es')).toBe('etapa 1/4 · extraer');
    expect(uiOf(fechaEuropea).facts(fechaEuropea, fechaEuropea.stages, null, 'en').tokens).toBeNull();
    expect(uiOf(fechaEuropea).ending(fechaEuropea, 'en')).toEqual({ answer: ANSWER, end: 'The plan ended: answered.', findings: [] });
  });

  it('a ReAct run’s: a slide a reveal unit, the request, then the calls asked for', () => {
    const [request, reply] = REACT_KIND.stepUnits(correcto).map((unit) => REACT_UI.presenter(correcto, unit, 'es'));
    expect(request).toEqual({ sentence: { en: 'Step 1: request sent, 53 tokens (53 sent so far).', es: 'Paso 1: petición enviada, 53 tokens (53 enviados hasta ahora).' }, body: [], edited: false });
    expect(reply).toEqual({
      sentence: { en: 'Step 1: the model asks for precio, precio.', es: 'Paso 1: el modelo pide precio, precio.' },
      body: ['precio({"ticker":"BUSI","fecha":"2024-03-15"})', 'precio({"ticker":"BUSI","fecha":"2024-03-22"})'],
      edited: false,
    });
  });
});
