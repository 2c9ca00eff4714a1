import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../../scripts/node-data-source.ts';
import { REFERENCE_TRACES } from '../../../../../src/core/agent/reference-traces.ts';
import { loadMarketData } from '../../../../../src/core/data/load-market-data.ts';
import { createLessonToolKit } from '../../../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../../../src/core/tools/tool-kit-types.ts';

let kit: ToolKit;
beforeAll(async () => {
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
});

describe('the recorded traces against the lab’s own tools and data', () => {
  for (const trace of REFERENCE_TRACES) {
    it(`${trace.id}: every recorded output is what the lab's tool returns for the same call`, () => {
      const calls = trace.steps.flatMap((s) => s.calls);
      expect(calls.length).toBeGreaterThan(0);
      for (const call of calls) {
        expect(trace.tools).toContain(call.name);
        expect(kit.execute(call.name, call.args)).toEqual(call.output);
      }
    });
  }

  it('gives every trace and answer a title in both languages', () => {
    for (const trace of REFERENCE_TRACES) {
      for (const text of [trace.title, trace.origin, ...trace.answers.map((a) => a.label)]) {
        expect(text.en).not.toBe('');
        expect(text.es).not.toBe('');
      }
    }
  });
});
