// A lab's question on the local model, in Node, as the lab page plays it: the tiny lesson model (which asks for the lesson's precio
// whatever it is asked) meets the lab's prompt, allowlist and verifier, and the lab's outcome comes back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_QWEN2_LESSON_NAME } from '../../../../scripts/tiny-model/tiny-models.ts';
import { loadTinyModel } from '../../llm/tiny-model-fixture.ts';
import type { LocalModel } from '../../../../src/llm/engine/model-session.ts';
import { localModelGenerator } from '../../../../src/llm/engine/in-process-generator.ts';
import { LAB_SYSTEM_PROMPT } from '../../../../src/core/labs/lab-plans.ts';
import { localModelBackend } from '../../../../src/llm/local-model-backend.ts';
import { readLabState } from '../../../../src/ui/labs/lab-params.ts';
import { playQuestion } from '../../../../src/ui/labs/lab-plays.ts';

let model: LocalModel;
beforeAll(async () => {
  model = await loadTinyModel({ model: TINY_QWEN2_LESSON_NAME });
});
afterAll(async () => {
  await model.dispose();
});

const run = async (lab: 'tienda' | 'hogar', question: string) => {
  const backend = localModelBackend({ generator: localModelGenerator(model), model: TINY_QWEN2_LESSON_NAME, kvReuse: false });
  const { trace, outcome, report } = await playQuestion(backend, readLabState(lab, { backend: 'local' }), question, {});
  return { trace, ...outcome, steps: report.steps };
};

describe('a lab question on the local model (playQuestion)', () => {
  it("the store's question: the companion course's prompt and the store's tools; precio refused by the allowlist; the answer flagged", async () => {
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
