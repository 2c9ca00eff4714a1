// Forks on the local model, on the tiny lesson model: the steps before the fork are the original run's, taken
// from its recorded steps rather than generated again; an edited tool result (a value, an error) reaches the next
// prompt as written, and the model goes on from it; an edited reply is parsed as the model's own text; the edited
// values are marked in the trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../scripts/node-data-source.ts';
import { TINY_QWEN2_LESSON_NAME } from '../../../scripts/tiny-model/tiny-models.ts';
import type { RunEdit } from '../../../src/core/agent/edits.ts';
import type { Trace } from '../../../src/core/agent/trace.ts';
import { loadMarketData } from '../../../src/core/data/load-market-data.ts';
import { lessonQuestionPlan } from '../../../src/core/labs/lesson-plans.ts';
import { forkOf } from '../../../src/core/run/fork.ts';
import { run } from '../../../src/core/run/run.ts';
import { BASIC_TOOLS, createLessonToolKit } from '../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../src/core/tools/tool-kit-types.ts';
import { localModelGenerator } from '../../../src/llm/engine/in-process-generator.ts';
import type { LocalModel } from '../../../src/llm/engine/model-session.ts';
import type { LocalGenerator } from '../../../src/llm/generator.ts';
import type { LocalStep } from '../../../src/llm/hermes-adapter.ts';
import { localModelBackend, replyText } from '../../../src/llm/local-model-backend.ts';
import { TAREA_VARIACION } from './lesson-tool-schemas.ts';
import { loadTinyModel } from './tiny-model-fixture.ts';

let kit: ToolKit;
let model: LocalModel;
beforeAll(async () => {
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
  model = await loadTinyModel({ model: TINY_QWEN2_LESSON_NAME });
});
afterAll(async () => {
  await model.dispose();
});

/** The tiny model's generator, counting the generations it really ran. */
function counted(): { generator: LocalGenerator; generations: () => number } {
  const inner = localModelGenerator(model);
  let n = 0;
  return {
    generator: { render: inner.render, generate: (prompt, options) => ((n += 1), inner.generate(prompt, options)) },
    generations: () => n,
  };
}

/** `parent`: the run a fork of it branches from (its trace, and its steps as the local model's report gives them). */
async function play(edits: RunEdit[] = [], parent?: { trace: Trace; steps: readonly LocalStep[] }) {
  const { generator, generations } = counted();
  const parentRun = parent ? { trace: parent.trace, report: { steps: parent.steps } } : undefined;
  const plan = lessonQuestionPlan({ question: TAREA_VARIACION, kit, tools: BASIC_TOOLS, ...forkOf(edits, parentRun) });
  const { trace, report } = await run(plan, localModelBackend({ generator, model: TINY_QWEN2_LESSON_NAME }));
  return { trace, steps: report.steps, generations: generations() };
}

describe('forks on the local model', () => {
  it("an edited close reaches step 2's prompt; step 1 is replayed, not generated", async () => {
    const original = await play();
    expect(original.generations).toBe(2);
    const second = original.trace.events.filter((e) => e.type === 'result')[1];
    if (second?.type !== 'result') throw new Error('no second result');
    const text = second.wireText.replace('27.88', '30');
    const fork = await play([{ kind: 'result', step: 1, call: 1, text }], original);

    expect(fork.generations).toBe(1);
    expect(fork.trace.events.slice(0, 3)).toEqual(original.trace.events.slice(0, 3));
    expect(fork.steps[1]?.prompt).toContain('"cierre": 30');
    expect(original.steps[1]?.prompt).not.toContain('"cierre": 30');
    expect(fork.trace.events.find((e) => e.type === 'result' && e.edited)).toMatchObject({ step: 1, wireText: text, output: { resultado: { cierre: 30 } } });

    // A parent whose report has no local steps (a simulated run's): the model writes step 1 again, to the same trace.
    const { generator, generations } = counted();
    const foreign = { trace: original.trace, report: { provider: 'gemini', script: {} } };
    const plan = lessonQuestionPlan({ question: TAREA_VARIACION, kit, tools: BASIC_TOOLS, ...forkOf([{ kind: 'result' as const, step: 1, call: 1, text }], foreign) });
    const again = await run(plan, localModelBackend({ generator, model: TINY_QWEN2_LESSON_NAME }));
    expect(generations()).toBe(2);
    expect(again.trace).toEqual(fork.trace);
  });

  it('an error edited in is fed to the model as written, nothing in between; the model answers and the verifier flags the error', async () => {
    const original = await play();
    const text = '{"error": "no se pudo obtener el dato: el servicio no respondió"}';
    const fork = await play([{ kind: 'result', step: 1, call: 1, text }], original);
    expect(fork.trace.events.find((e) => e.type === 'result' && e.edited)).toMatchObject({ step: 1, wireText: text, isError: true, output: { error: 'no se pudo obtener el dato: el servicio no respondió' } });
    expect(fork.steps[1]?.prompt).toContain(text);
    // Nothing scripted steps in: the model answers as it will, and the verifier says the error was never resolved.
    expect(fork.trace.summary.end).toEqual({ kind: 'answered' });
    expect(fork.trace.summary.findings.map((f) => f.code)).toContain('unresolved_tool_error');
  });

  it("an edited reply is parsed as the model's text: a call in Qwen's tags runs, a plain text answers", async () => {
    const original = await play();
    const reply = { kind: 'calls' as const, text: 'Primero el cierre.', calls: [{ name: 'precio', args: { ticker: 'ACME', fecha: '2024-03-15' } }] };
    expect(replyText(reply)).toBe('Primero el cierre.\n<tool_call>\n{"name":"precio","arguments":{"ticker":"ACME","fecha":"2024-03-15"}}\n</tool_call>');
    const called = await play([{ kind: 'reply', step: 1, reply }], original);
    expect(called.trace.events.filter((e) => e.type === 'call')[0]).toMatchObject({ step: 1, name: 'precio', rawArgs: { ticker: 'ACME', fecha: '2024-03-15' }, edited: true });
    expect(called.trace.events.find((e) => e.type === 'text')).toMatchObject({ text: 'Primero el cierre.', edited: true });

    const answered = await play([{ kind: 'reply', step: 2, reply: { kind: 'text', text: 'No lo sé.' } }], original);
    expect(answered.generations).toBe(0);
    expect(answered.trace.summary).toMatchObject({ answer: 'No lo sé.', steps: 2, end: { kind: 'answered' } });
    expect(answered.trace.events.find((e) => e.type === 'answer')).toMatchObject({ edited: true });
  });
});
