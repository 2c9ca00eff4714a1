// Every #/local preset runs on either model: each preset's ReAct loop and its plan and execute, on the tiny
// Qwen2.5 and Qwen3 lesson models, thinking off and (Qwen3) on, through the local backend as the page runs them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../scripts/node-data-source.ts';
import { TINY_QWEN2_LESSON_NAME, TINY_QWEN3_LESSON_NAME } from '../../../scripts/tiny-model/tiny-models.ts';
import { loadMarketData } from '../../../src/core/data/load-market-data.ts';
import { run } from '../../../src/core/run/run.ts';
import { createLessonToolKit } from '../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../src/core/tools/tool-kit-types.ts';
import { localModelGenerator } from '../../../src/llm/engine/in-process-generator.ts';
import type { LocalModel } from '../../../src/llm/engine/model-session.ts';
import { localModelBackend } from '../../../src/llm/local-model-backend.ts';
import { thinkingOn } from '../../../src/ui/common/local-model/model-settings.ts';
import { localPlan, localPlanAndExecute } from '../../../src/ui/local/local-plan.ts';
import { LOCAL_PRESETS } from '../../../src/ui/local/local-presets.ts';
import { readSettings } from '../../../src/ui/local/local-settings.ts';
import { loadTinyModel } from './tiny-model-fixture.ts';

let kit: ToolKit;
beforeAll(async () => {
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
});

const setups = [
  { name: TINY_QWEN2_LESSON_NAME, think: [false] },
  { name: TINY_QWEN3_LESSON_NAME, think: [false, true] },
];

describe.each(setups)('every preset on $name', ({ name, think }) => {
  let model: LocalModel;
  beforeAll(async () => {
    model = await loadTinyModel({ model: name });
  });
  afterAll(async () => {
    await model.dispose();
  });

  for (const thinking of think) {
    it.each(LOCAL_PRESETS.map((p) => p.id))(`%s, ReAct and plan and execute, thinking ${thinking ? 'on' : 'off'}`, async (preset) => {
      const settings = readSettings({ preset, model: `local:${name}`, ...(thinking ? { think: '1' } : {}) });
      expect(thinkingOn(settings)).toBe(thinking);
      const backend = localModelBackend({ generator: localModelGenerator(model), model: settings.modelSetting, thinking: thinkingOn(settings) });
      await model.reset();
      const react = await run(localPlan(settings, kit), backend);
      expect(react.trace.summary.end.kind).toBe('answered');
      expect(react.report.steps.length).toBeGreaterThan(0);
      const plan = await run(localPlanAndExecute({ ...settings, mode: 'plan' }, kit), backend);
      expect(plan.trace.stages.length).toBeGreaterThan(0);
      expect(typeof plan.trace.end).toBe('string');
      // With thinking on no prompt carries the empty think block; off, Qwen3's always ends with it.
      for (const step of [...react.report.steps, ...plan.report.steps]) {
        const empty = step.prompt.endsWith('<think>\n\n</think>\n\n');
        expect(empty).toBe(name === TINY_QWEN3_LESSON_NAME && !thinking);
      }
    });
  }
});
