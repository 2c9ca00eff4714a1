// The fallback for pages without service workers: the SDKs get a fetch that answers from the same handlers in
// the page. No MSW server runs here, so only that fetch can reach the simulators.
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import { loadMarketData } from '../../../../src/core/data/load-market-data.ts';
import { PROVIDER_IDS, type ProviderId } from '../../../../src/core/shapes/provider-ids.ts';
import { lessonScenarioPlan, type LessonScenarioChoices } from '../../../../src/core/labs/lesson-plans.ts';
import { run as runPlan } from '../../../../src/core/run/run.ts';
import { createInPageFetch } from '../../../../src/core/sim/in-page-fetch.ts';
import { createSimHandlers } from '../../../../src/core/sim/sim-handlers.ts';
import { simulatedBackend } from '../../../../src/core/sim/simulated-backend.ts';
import { createLessonToolKit } from '../../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../../src/core/tools/tool-kit-types.ts';
import { o200kUsage } from '../../../../src/core/sim/o200k-usage.ts';
import { LESSON_MODELS } from '../../../../src/core/sim/scripted-model.ts';
import { o200kHere } from '../../../../src/core/tokens/o200k-here.ts';

const ROOT = 'http://lab.invalid/sub/path/sim';
const unhandled: string[] = [];
const inPage = createInPageFetch(createSimHandlers(ROOT, LESSON_MODELS, o200kUsage), async (input) => {
  unhandled.push(String(input));
  return new Response('not here', { status: 404 });
});
let kit: ToolKit;
beforeAll(async () => {
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
});

/** A lesson scenario on `provider` through the in-page fetch: the trace, with the transport the backend reports. */
const run = async ({ provider, ...choices }: { provider: ProviderId } & Omit<LessonScenarioChoices, 'kit'>) => {
  const record = await runPlan(lessonScenarioPlan({ kit, ...choices }), simulatedBackend({ provider, transport: { root: ROOT, fetch: inPage, mode: 'in-page' }, countTokens: o200kHere }));
  return { ...record.trace, transport: record.report.transport };
};

describe('in-page simulators', () => {
  it("give the lesson's figures through every SDK", async () => {
    const tokens = [];
    for (const provider of PROVIDER_IDS) {
      const trace = await run({ provider, scenario: 'correcto' });
      expect(trace.summary).toMatchObject({ steps: 3, calls: 3, end: { kind: 'answered' } });
      expect(trace.transport).toBe('in-page');
      tokens.push(trace.summary.tokens);
    }
    expect([tokens[0], tokens[2]]).toEqual([630, 643]);
  });

  it('still let the client timeout end a request the simulator never answers', async () => {
    const trace = await run({ provider: 'anthropic', scenario: 'fallo_api_lento', limits: { timeoutMs: 150 } });
    expect(trace.summary.end).toMatchObject({ kind: 'endpoint_error', failure: { kind: 'timeout' } });
  });

  it('pass requests no handler answers to the fallback fetch', async () => {
    const response = await inPage('http://lab.invalid/elsewhere', { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    expect(unhandled).toEqual(['http://lab.invalid/elsewhere']);
  });
});
