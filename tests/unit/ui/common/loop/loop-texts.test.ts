// The drawing of the loop in words: the sentence that says where a run stands (the stage, who acts, the gate it
// bounced off), a plan's own stage names, a gate switched off, and the text alternative with the edges' counts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { revealUnits } from '../../../../../src/core/agent/reveal-units.ts';
import type { Trace } from '../../../../../src/core/agent/trace.ts';
import { heldLoopState, loopOutline, loopState } from '../../../../../src/ui/common/loop/loop-state.ts';
import { gateName, loopCaption, loopLabel, stageName } from '../../../../../src/ui/common/loop/loop-texts.ts';

const GOLDEN = fileURLToPath(new URL('../../../../golden/', import.meta.url));
const bucle = (JSON.parse(readFileSync(join(GOLDEN, 'lesson/bucle.openai-responses.lesson.trace.json'), 'utf8')) as { trace: Trace }).trace;
const units = revealUnits(bucle);

describe('the loop in words', () => {
  it('says the stage, who acts there and the gate a call bounced off, in both languages', () => {
    const repeated = loopState(bucle, units, 7);
    expect(loopCaption(repeated, 'en')).toBe('Step 2 · Now: Guardrails — the program checks the call. Bounced off: Repeated-call detection.');
    expect(loopCaption(repeated, 'es')).toBe('Paso 2 · Ahora: Barreras — el programa revisa la llamada. Rebotó en: Detección de llamadas repetidas.');
    expect(loopCaption(loopState(bucle, units, 2), 'en')).toBe('Step 1 · Now: Tool calls — the model asks for tools.');
    expect(loopCaption(loopState(bucle, units, 8), 'es')).toBe('Paso 2 · Ahora: Observación — el programa devuelve el error al modelo.');
  });

  it('says a limit stops the request before the model', () => {
    expect(loopCaption(loopState(bucle, units, 25), 'en')).toBe('Step 6 · Now: Model — the program stops the request before the model. Bounced off: Step limit.');
  });

  it('says a run held live waits to send its request, and the loop with no run in a sentence', () => {
    expect(loopCaption(heldLoopState(bucle, units, 3), 'en')).toBe('Held before request 3: the program waits to send it to the model.');
    expect(loopCaption(heldLoopState(bucle, units, 3), 'es')).toBe('En pausa antes de la petición 3: el programa espera para enviársela al modelo.');
    expect(loopCaption(loopOutline(), 'en')).toMatch(/^The model asks for tools; the program checks each call/);
    expect(loopCaption(loopOutline('plan'), 'es')).toMatch(/^El modelo rellena los parámetros/);
  });

  it("names a plan's stages as the plan has them, and a gate that is off or absent", () => {
    expect(stageName('plan', 'calls', 'en')).toBe('Parameters');
    expect(stageName('react', 'calls', 'es')).toBe('Llamadas');
    const off = { ...loopOutline(), gates: { ...loopOutline().gates, repetition: 'off' as const } };
    expect(gateName('repetition', off, 'en')).toBe('Repeated-call detection (off)');
    expect(gateName('stepLimit', loopOutline('plan'), 'es')).toBe('Límite de pasos (no existe en un plan)');
    expect(gateName('verifier', off, 'es')).toBe('Verificador');
  });

  it('gives the text alternative the title, where the run stands and every count so far', () => {
    expect(loopLabel(loopState(bucle, units, null), 'en')).toBe(
      'The agent loop. Step 6 · Now: Verdict — the program\'s verifier checks the answer against the tools\' results. Bounced off: Verifier. ' +
        'So far: requests sent 6, calls asked for 6, calls run 1, results sent back 6, answers 0, verdicts 1.',
    );
    expect(loopLabel(loopOutline(), 'es')).not.toContain('Hasta ahora');
  });
});
