// Every scenario of every lab, and the loop's guardrails around them: the lesson's wire profile gives the same
// traces as the realistic one on every API shape, a run is deterministic, each default reaches the course's
// answer, and a guardrail switched off changes what reaches the kit.
import { describe, expect, it } from 'vitest';
import { LAB_IDS, labInfo, type LabId } from '../../../../src/core/labs/lab-registry.ts';
import { labModelName } from '../../../../src/core/labs/lab-scenario.ts';
import { behaviour, ofType, runOnEveryShape, useLabSimulators } from './lab-fixture.ts';

const sim = useLabSimulators();

const EVERY_SCENARIO = LAB_IDS.flatMap((lab) => labInfo(lab).scenarios.map((s): [LabId, string] => [lab, s.id]));

/** The course's answer, as the default scenario of each lab writes it. */
const COURSE_ANSWERS: Record<LabId, string> = {
  asistente: 'The total is 141.05.',
  tienda: 'notebook ($3.50), stapler ($11.00) and desk lamp ($27.50). One of each costs $42.00.',
  analista: 'sumaron 619,090.85.',
  hogar: 'Apagué las luces de la cocina y la recámara',
  viajes: 'son 22755 MXN.',
};

describe('every scenario', () => {
  it.each(EVERY_SCENARIO)('%s / %s: the lesson profile plays it on every shape, as the realistic one does', async (lab, scenario) => {
    const [lesson] = await runOnEveryShape(sim, { lab, scenario, wireProfile: 'lesson' });
    const realistic = await sim.run({ lab, scenario, provider: 'openai-responses' });
    // The profiles differ in bytes only, so in the text each result went back as.
    const bytesAside = (trace: typeof realistic) => ({ ...behaviour(trace), events: behaviour(trace).events.map((e) => ({ ...e, wireText: undefined })) });
    expect(lesson && bytesAside(lesson)).toEqual(bytesAside(realistic));
    expect(lesson?.summary.tokens).toBeLessThan(realistic.summary.tokens as number);
  });

  it.each(LAB_IDS)("%s: the default scenario reaches the course's answer and passes the verifier", async (lab) => {
    const trace = await sim.run({ lab, provider: 'gemini' });
    // The scenario played is the one the lab's model is named after.
    expect(trace.model).toBe(labModelName(lab, labInfo(lab).defaultScenario));
    expect(trace.summary.answer).toContain(COURSE_ANSWERS[lab]);
    expect(trace.summary.findings).toEqual([]);
    expect(trace.script.status).toBe('complete');
  });

  it('a run gives the same trace every time, byte for byte', async () => {
    const a = await sim.run({ lab: 'viajes', scenario: 'ciudad_desconocida', provider: 'anthropic' });
    const b = await sim.run({ lab: 'viajes', scenario: 'ciudad_desconocida', provider: 'anthropic' });
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });
});

describe('guardrails on lab runs', () => {
  it('allowlist off: the invented name reaches the kit, which answers with its own unknown-tool error', async () => {
    for (const trace of await runOnEveryShape(sim, { lab: 'asistente', scenario: 'herramienta_inventada', switches: { allowlist: false } })) {
      expect(ofType(trace, 'guardrail')).toEqual([]);
      const [refused] = ofType(trace, 'result');
      expect(refused).toMatchObject({ name: 'web_search', executed: false, label: 'wrong_func_name' });
      expect(refused?.output).toEqual({ error: "Error: tool 'web_search' does not exist. Available: ['calculator', 'get_datetime', 'wikipedia_search']" });
      expect(ofType(trace, 'validation')[0]).toMatchObject({ outcome: 'invalid', label: 'wrong_func_name' });
      expect(trace.summary.findings).toEqual([]);
    }
  });

  it('validation off: the asynchronous Wikipedia tool still runs, and its timeout is still data', async () => {
    const trace = await sim.run({ lab: 'asistente', scenario: 'fallo_wikipedia', provider: 'openai-chat', switches: { validation: false } });
    expect(ofType(trace, 'validation').map((v) => v.outcome)).toEqual(['skipped', 'skipped', 'skipped', 'skipped']);
    expect(ofType(trace, 'result').map((r) => r.output)[0]).toEqual({ error: 'Wikipedia request timed out' });
    expect(trace.summary.answer).toBe('Einstein received the 1921 Nobel Prize in Physics, 104 years ago.');
  });

  it('token limit: the analyst stops before a request that would pass it', async () => {
    const trace = await sim.run({ lab: 'analista', scenario: 'febrero_norte', provider: 'anthropic', limits: { maxTokens: 2000 } });
    expect(trace.summary.end).toMatchObject({ kind: 'token_limit', maxTokens: 2000 });
    expect(trace.script).toMatchObject({ status: 'unfinished', played: ['schema'] });
  });

  it('output cap: a long result reaches the model cut, with the marker', async () => {
    const trace = await sim.run({ lab: 'analista', scenario: 'febrero_norte', provider: 'gemini', limits: { maxOutputChars: 300 } });
    const [schema] = ofType(trace, 'result');
    expect(schema?.capped).toBe(true);
    expect(schema?.wireText).toMatch(/… \[salida recortada: \d+ caracteres omitidos\]$/);
    // The scripted model cannot read a cut schema: it says so instead of guessing.
    expect(trace.summary.end).toEqual({ kind: 'script_mismatch', detail: 'expected the columns from list_columns first' });
  });

  it('tool output not as data: the lesson scripts refuse it, but a JSON-text model already gets its results that way', async () => {
    const trace = await sim.run({ lab: 'tienda', scenario: 'compra', provider: 'openai-chat', switches: { outputAsData: false } });
    expect(trace.summary.end).toMatchObject({ kind: 'endpoint_error', failure: { kind: 'http_error', status: 400 } });
    const text = await sim.run({ lab: 'asistente', scenario: 'json_texto', provider: 'openai-chat', switches: { outputAsData: true } });
    expect(text.settings.switches.outputAsData).toBe(false);
    expect(text.summary.end).toEqual({ kind: 'answered' });
  });
});
