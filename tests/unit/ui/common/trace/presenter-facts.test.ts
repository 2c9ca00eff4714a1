// The presenter view's header and last slide: the tokens sent up to the current unit (the run's total once all is
// shown, unknown where the counter could not count), the guardrails on and off in the controls' words with the limits
// of those on, a plan's one check and no count; how a run and a plan came out (answer, why it stopped, the verdict);
// and the view itself rendered with them, opened on an all-shown run (its last slide) and on a step, in both languages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from 'svelte/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PlanTrace } from '../../../../../src/core/agent/plan/plan-trace.ts';
import { revealUnits } from '../../../../../src/core/agent/reveal-units.ts';
import type { Trace } from '../../../../../src/core/agent/trace.ts';
import { route } from '../../../../../src/ui/common/route.svelte.ts';
import { planEnding, planFacts, reactEnding, reactFacts } from '../../../../../src/ui/common/trace/presenter-facts.ts';
import PresenterView from '../../../../../src/ui/common/trace/PresenterView.svelte';
import { StepThrough } from '../../../../../src/ui/common/trace/step-through.svelte.ts';
import { planRuns } from '../../../core/trace-io/trace-io-fixture.ts';

const GOLDEN = fileURLToPath(new URL('../../../../golden/', import.meta.url));
const golden = (path: string): Trace => (JSON.parse(readFileSync(join(GOLDEN, path), 'utf8')) as { trace: Trace }).trace;
const correcto = golden('lesson/correcto.openai-responses.lesson.trace.json');
const bucle = golden('lesson/bucle.openai-responses.lesson.trace.json');
const ANSWER = 'El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.';

let plan: PlanTrace;
let wrongPlan: PlanTrace;
beforeAll(async () => {
  const runs = await planRuns();
  plan = runs.find((p) => p.label === 'correcto')?.planTrace as PlanTrace;
  wrongPlan = runs.find((p) => p.label === 'cifra_equivocada')?.planTrace as PlanTrace;
});

/** The trace with some switches off. */
const withOff = (trace: Trace, off: (keyof Trace['settings']['switches'])[]): Trace => ({
  ...trace,
  settings: { ...trace.settings, switches: { ...trace.settings.switches, ...Object.fromEntries(off.map((s) => [s, false])) } },
});

describe('the header’s tokens so far', () => {
  const units = revealUnits(correcto);
  it('is the running total of the last request revealed, the run’s total once all is shown', () => {
    expect(reactFacts(correcto, units, 1, 'en').tokens).toBe('Tokens sent so far: 48');
    // Step 2's request (250 tokens) is the 7th unit; the units before it keep step 1's total.
    expect(reactFacts(correcto, units, 6, 'en').tokens).toBe('Tokens sent so far: 48');
    expect(reactFacts(correcto, units, 7, 'en').tokens).toBe('Tokens sent so far: 298');
    expect(reactFacts(correcto, units, 14, 'es').tokens).toBe('Tokens enviados hasta ahora: 630');
    expect(reactFacts(correcto, units, null, 'en').tokens).toBe('Tokens sent in total: 630');
    expect(reactFacts(bucle, revealUnits(bucle), null, 'es').tokens).toBe('Tokens enviados en total: 1643');
    expect(reactFacts(bucle, revealUnits(bucle), null, 'en').tokens).toBe('Tokens sent in total: 1,643');
  });

  it('says unknown where the counter could not count', () => {
    const uncounted: Trace = {
      ...correcto,
      events: correcto.events.map((e) => (e.type === 'request' ? { ...e, tokens: null, totalTokens: null } : e)),
      summary: { ...correcto.summary, tokens: null },
    };
    expect(reactFacts(uncounted, units, 7, 'en').tokens).toBe('Tokens sent so far: unknown');
    expect(reactFacts(uncounted, units, null, 'es').tokens).toBe('Tokens enviados en total: sin contar');
  });
});

describe('the header’s guardrails', () => {
  it('all on, with the step and token limits', () => {
    expect(reactFacts(correcto, [], null, 'en').guardrails).toBe('Guardrails: all 8 on · step limit 6 · token limit 8,000');
    expect(reactFacts(correcto, [], null, 'es').guardrails).toBe('Barreras: las 8 activas · límite de pasos 6 · límite de tokens 8000');
  });

  it('names each one off as the controls do, and leaves out the limit of one off', () => {
    expect(reactFacts(withOff(correcto, ['repetition']), [], null, 'en').guardrails).toBe('Guardrails: 7 of 8 on; off: Repeated-call detection · step limit 6 · token limit 8,000');
    expect(reactFacts(withOff(correcto, ['repetition']), [], null, 'es').guardrails).toBe(
      'Barreras: 7 de 8 activas; desactivada: Detección de llamadas repetidas · límite de pasos 6 · límite de tokens 8000',
    );
    expect(reactFacts(withOff(correcto, ['stepLimit', 'validation']), [], null, 'es').guardrails).toBe(
      'Barreras: 6 de 8 activas; desactivadas: Límite de pasos, Validación con el esquema · límite de tokens 8000',
    );
    const none = withOff(correcto, ['stepLimit', 'tokenLimit', 'repetition', 'allowlist', 'argsJson', 'validation', 'outputCap', 'outputAsData']);
    expect(reactFacts(none, [], null, 'en').guardrails).toBe('Guardrails: all 8 off');
  });

  it('a plan: its one check, and no token count (its tokens are its model’s)', () => {
    expect(planFacts('en')).toEqual({ guardrails: 'Guardrails: Schema validation of the parameters; no loop to limit (the program holds the plan)', tokens: null });
    expect(planFacts('es').guardrails).toBe('Barreras: Validación con el esquema de los parámetros; ningún bucle que limitar (el programa lleva el plan)');
  });
});

describe('the last slide', () => {
  it('a run: its answer, why it stopped and the verifier’s findings', () => {
    expect(reactEnding(correcto, 'en')).toEqual({ answer: ANSWER, end: 'The model answered.', findings: [] });
    const cut = reactEnding(bucle, 'es');
    expect(cut.answer).toBeNull();
    expect(cut.end).toBe('Cortada por el límite de pasos: 6 pasos sin respuesta.');
    expect(cut.findings.map((f) => f.code)).toEqual(bucle.summary.findings.map((f) => f.code));
    expect(cut.findings.length).toBeGreaterThan(0);
  });

  it('a plan: its answer, how the plan ended and the verifier’s findings', () => {
    expect(planEnding(plan, 'en')).toEqual({ answer: plan.answer, end: 'The plan ended: answered.', findings: [] });
    // The writer's wrong figure: answered, and the verifier flags it.
    const wrong = planEnding(wrongPlan, 'es');
    expect([wrong.answer, wrong.end]).toEqual([wrongPlan.answer, 'El plan terminó: respondió.']);
    expect(wrong.findings.length).toBeGreaterThan(0);
    expect(planEnding({ ...plan, end: 'compute_failed', answer: null }, 'en')).toMatchObject({ answer: null, end: 'The plan ended: the computation failed.' });
  });
});

describe('the presenter view', () => {
  afterEach(() => {
    route.params = {};
  });
  const view = (trace: Trace | PlanTrace, units: readonly unknown[], shown: number | null, lang: 'en' | 'es') => {
    route.params = { lang };
    const stepper = new StepThrough();
    stepper.load(units);
    stepper.shown = shown;
    return render(PresenterView, { props: { trace, title: 'correcto on OpenAI', stepper, onclose: () => {} } }).body;
  };

  it('opened on an all-shown run: the header, then the last slide with the answer, the end and the verdict, and how to start', () => {
    const html = view(correcto, revealUnits(correcto), null, 'en');
    expect(html).toContain('aria-label="Presenter view"');
    expect(html).toContain('correcto on OpenAI');
    expect(html).toContain('All 14 shown');
    expect(html).toContain('Tokens sent in total: 630');
    expect(html).toContain('Guardrails: all 8 on');
    expect(html).toContain('How the run came out');
    expect(html).toContain(ANSWER);
    expect(html).toContain('The model answered.');
    expect(html).toContain('OK: every figure has a source.');
    expect(html).toContain('Press → or Space to step through it from the start.');
    expect(html).not.toContain('data-testid="loop-now"');
  });

  it('on a step: where it stands and the tokens so far in the header, the step and the loop’s sentence, no last slide (Spanish)', () => {
    const html = view(correcto, revealUnits(correcto), 7, 'es');
    expect(html).toContain('aria-label="Vista de presentación"');
    expect(html).toContain('evento 7/14 · paso 2/3 · modelo');
    expect(html).toContain('Tokens enviados hasta ahora: 298');
    expect(html).toContain('Paso 2: petición enviada');
    expect(html).toContain('Paso 2 · Ahora: Modelo');
    expect(html).not.toContain('Cómo salió la ejecución');
  });

  it('a plan opened all shown ends on its outcome; stepped, its stage', () => {
    const end = view(plan, plan.stages, null, 'en');
    expect(end).toContain('The plan ended: answered.');
    expect(end).toContain('Guardrails: Schema validation of the parameters');
    expect(end).not.toContain('Tokens sent');
    expect(view(plan, plan.stages, 2, 'es')).toContain('etapa 2/4 · calcular');
  });
});
