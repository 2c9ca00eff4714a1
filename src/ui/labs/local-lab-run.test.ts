// A lab's question on the local model, in Node: the tiny lesson model (which asks for the lesson's precio
// whatever it is asked) meets the lab's prompt, allowlist and verifier, and the lab's outcome comes back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_QWEN2_LESSON_NAME } from '../../../scripts/tiny-model/tiny-models.ts';
import { loadTinyModel } from '../../../tests/unit/llm/tiny-model-fixture.ts';
import type { LocalModel } from '../../llm/local-model.ts';
import { localModelGenerator } from '../../llm/local-model-generator.ts';
import { LAB_SYSTEM_PROMPT, runLocalLab } from './local-lab-run.ts';

let model: LocalModel;
beforeAll(async () => {
  model = await loadTinyModel({ model: TINY_QWEN2_LESSON_NAME });
});
afterAll(async () => {
  await model.dispose();
});

const run = (lab: 'tienda' | 'hogar', question: string) =>
  runLocalLab({ lab, question, generator: localModelGenerator(model), model: TINY_QWEN2_LESSON_NAME, kitOptions: {}, kvReuse: false });

describe('runLocalLab', () => {
  it("the store's question: seed 003's prompt and the store's tools; precio refused by the allowlist; the answer flagged", async () => {
    const result = await run('tienda', 'Which items under $30 are actually in stock, and what would one of each of those cost together?');
    const [first] = result.steps;
    expect(first?.prompt).toContain(LAB_SYSTEM_PROMPT);
    expect(first?.prompt).toContain('"name": "list_products"');
    expect(first?.prompt).not.toContain('"name": "precio"');
    const guards = result.trace.events.flatMap((e) => (e.type === 'guardrail' ? [e.guard] : []));
    expect(guards).toEqual(['allowlist', 'allowlist']);
    expect(result.trace.summary.answer).toBe('El cambio en el cierre del producto BUSI entre el 2024-03-15 y el 2024-03-22 fue de 27.88%.');
    expect(result.trace.summary.findings.map((f) => f.code)).toContain('figure_without_source');
    expect(result.metric).toEqual({ toolsUsed: ['precio', 'precio'], iterations: 1, hitMaxIterations: false });
    expect(result.extras).toEqual({ lab: 'tienda' });
  });

  it("the house's outcome: nothing switched, nothing claimed, so the report and the words agree", async () => {
    const result = await run('hogar', 'Apaga las luces de todos los cuartos desocupados.');
    expect(result.extras).toMatchObject({ lab: 'hogar', changes: [], claims: [], comparison: { agree: true } });
  });
});
