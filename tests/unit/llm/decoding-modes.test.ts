// The three decodings on the tiny model that writes a call missing its last brace (the eval's first lesson task):
// free decoding cannot read the call, so the answer's figure comes from no tool and the verifier flags it;
// constrained decoding masks the tokens that would leave the call's JSON, so the call is a valid call of precio,
// the close comes back and the answer holds; the lenient parser reads what free decoding wrote and says how.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../scripts/node-data-source.ts';
import { TINY_QWEN2_MALFORMED_NAME } from '../../../scripts/tiny-model/tiny-models.ts';
import type { CallEvent } from '../../../src/core/agent/trace.ts';
import { loadMarketData } from '../../../src/core/data/load-market-data.ts';
import { labelCall } from '../../../src/core/eval/call-labels.ts';
import { lessonQuestionPlan } from '../../../src/core/labs/lesson-plans.ts';
import { run } from '../../../src/core/run/run.ts';
import { BASIC_TOOLS, createLessonToolKit } from '../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../src/core/tools/tool-kit-types.ts';
import type { DecodingMode } from '../../../src/llm/decoding.ts';
import { localModelGenerator } from '../../../src/llm/engine/in-process-generator.ts';
import type { LocalModel } from '../../../src/llm/engine/model-session.ts';
import { localModelBackend, localRunReport } from '../../../src/llm/local-model-backend.ts';
import { loadTinyModel } from './tiny-model-fixture.ts';

const QUESTION = '¿Cuál fue el cierre de BUSI el 2024-03-15?';

let kit: ToolKit;
let model: LocalModel;
beforeAll(async () => {
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
  model = await loadTinyModel({ model: TINY_QWEN2_MALFORMED_NAME });
});
afterAll(async () => {
  await model.dispose();
});

async function play(decoding: DecodingMode) {
  const plan = lessonQuestionPlan({ question: QUESTION, kit, tools: BASIC_TOOLS });
  const { trace, report } = await run(plan, localModelBackend({ generator: localModelGenerator(model), model: TINY_QWEN2_MALFORMED_NAME, decoding }));
  const calls = trace.events.filter((e): e is CallEvent => e.type === 'call');
  return { trace, report, calls };
}

describe('decoding: free, constrained, lenient on a malformed call', () => {
  it('free: the call cannot be read (a format failure), the answer is flagged', async () => {
    const { trace, calls, report } = await play('free');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ name: '', unreadable: true });
    expect(trace.summary.findings.length).toBeGreaterThan(0);
    expect(report).not.toHaveProperty('decoding');
    expect(report.steps[0]?.turn).not.toHaveProperty('masked');
  });

  it("constrained: the same script yields a schema-valid call of precio; the trace says where the model's choice was masked", async () => {
    const { trace, calls, report } = await play('constrained');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ name: 'precio', rawArgs: { ticker: 'BUSI', fecha: '2024-03-15' } });
    expect(calls[0]).not.toHaveProperty('unreadable');
    expect(labelCall(calls[0]!, kit, BASIC_TOOLS)).toEqual([]);
    expect(trace.summary.answer).toBe('El cierre de BUSI el 2024-03-15 fue de 26.19.');
    expect(trace.summary.findings).toEqual([]);
    const masked = report.steps[0]?.turn.masked ?? [];
    expect(masked.length).toBeGreaterThan(0);
    expect(localRunReport(report)).toMatchObject({ decoding: 'constrained', steps: [{ masked }, {}] });
  });

  it('lenient: the call free decoding wrote is read, marked with the format it was recovered from', async () => {
    const { trace, calls, report } = await play('lenient');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ name: 'precio', rawArgs: { ticker: 'BUSI', fecha: '2024-03-15' }, recovered: 'tool_call_missing_brace' });
    expect(trace.summary.findings).toEqual([]);
    expect(localRunReport(report)).toMatchObject({ decoding: 'lenient' });
  });
});
