// A #/local run in the outcome strip: a ReAct run's summary as it is; a plan's figures with the tokens its local
// model read (the sum of its prompts), a scripted plan's unknown.
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import type { Trace } from '../../../../src/core/agent/index.ts';
import { loadMarketData } from '../../../../src/core/data/load-market-data.ts';
import { createLessonToolKit } from '../../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../../src/core/tools/tool-kit-types.ts';
import type { LocalStep } from '../../../../src/llm/hermes-adapter.ts';
import { localOutcome } from '../../../../src/ui/local/local-outcome.ts';
import { playLocalRun } from '../../../../src/ui/local/local-run.ts';
import { readSettings } from '../../../../src/ui/local/local-settings.ts';

let kit: ToolKit;
beforeAll(async () => {
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
});
const noModel = () => {
  throw new Error('Load the model first.');
};
const step = (inputTokens: number) => ({ inputTokens }) as LocalStep;

describe('localOutcome', () => {
  it("a scripted plan: two requests, answered, its tokens unknown; the same plan on the model: the prompts' tokens", async () => {
    const scripted = await playLocalRun(readSettings({ mode: 'plan', plan: 'correcto' }), kit, { model: noModel });
    expect(localOutcome(scripted)).toMatchObject({ steps: 2, errors: 0, tokens: null, end: { kind: 'answered' }, findings: [] });
    if (scripted.kind !== 'plan') throw new Error('a plan was asked for');
    expect(localOutcome({ ...scripted, scripted: null, steps: [step(320), step(410)] }).tokens).toBe(730);
  });

  it("a ReAct run's summary is its outcome", () => {
    const summary = { steps: 2, calls: 2, errors: 0, tokens: 1301, answer: 'x', end: { kind: 'answered' }, findings: [] } as const;
    expect(localOutcome({ kind: 'react', trace: { summary } as unknown as Trace, steps: [] })).toBe(summary);
  });
});
