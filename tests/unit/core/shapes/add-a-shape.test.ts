// Adding an API shape is one folder and one table line: the fixture's folder (fixture-shape/) and the line this
// file adds to the table (vi.doMock below, the only change) put the shape in the pickers' list, Run all's matrix, the
// eval's backends, the labs' backends, the link, the real-key panel, the simulators' handlers, OpenTelemetry and
// the price vendor, and a lesson scenario runs on it end to end through its simulator and SDK adapter.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupServer } from 'msw/node';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import type { ProviderId } from '../../../../src/core/shapes/provider-ids.ts';
import { COMPAT_ID } from './fixture-shape/compat-chat-shape.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const TABLE = '../../../../src/core/shapes/shape-table.ts';

// The table line: the fixture's shape after the lab's own. The test files share a worker's modules, so the lab is
// imported afresh over the longer table, and afresh again after this file over the real one.
vi.doMock(TABLE, async (importOriginal: () => Promise<typeof import('../../../../src/core/shapes/shape-table.ts')>) => {
  const table = await importOriginal();
  const { compatChatShape } = await import('./fixture-shape/compat-chat-shape.ts');
  return { API_SHAPES: [...table.API_SHAPES, compatChatShape] };
});
vi.resetModules();
afterAll(() => {
  vi.doUnmock(TABLE);
  vi.resetModules();
});

const { vendorOf } = await import('../../../../src/core/cost/price-table.ts');
const { loadMarketData } = await import('../../../../src/core/data/load-market-data.ts');
const { lessonScenarioPlan } = await import('../../../../src/core/labs/lesson-plans.ts');
const { CLOUD_ENDPOINTS, realEndpoint } = await import('../../../../src/core/real/real-endpoints.ts');
const { run } = await import('../../../../src/core/run/run.ts');
const { isProviderId, PROVIDER_IDS } = await import('../../../../src/core/shapes/provider-ids.ts');
const { o200kUsage } = await import('../../../../src/core/sim/o200k-usage.ts');
const { SCENARIO_IDS } = await import('../../../../src/core/sim/scenarios.ts');
const { LESSON_MODELS } = await import('../../../../src/core/sim/scripted-model.ts');
const { createSimHandlers } = await import('../../../../src/core/sim/sim-handlers.ts');
const { simulatedBackend } = await import('../../../../src/core/sim/simulated-backend.ts');
const { o200kHere } = await import('../../../../src/core/tokens/o200k-here.ts');
const { createLessonToolKit } = await import('../../../../src/core/tools/lesson-tools.ts');
const { genAiProviderName } = await import('../../../../src/core/trace-io/otel-spans.ts');
const { readApisState } = await import('../../../../src/ui/apis/apis-params.ts');
const { RUN_ALL_TEXT } = await import('../../../../src/ui/apis/run-all-texts.ts');
const { ALL_PAIRS } = await import('../../../../src/ui/apis/run-requests.ts');
const { providerLabel } = await import('../../../../src/ui/common/labels.ts');
const { parseHash } = await import('../../../../src/ui/common/route.svelte.ts');
const { backendLabel } = await import('../../../../src/ui/eval/cell-rows.ts');
const { BACKEND_CHOICES, readEvalState } = await import('../../../../src/ui/eval/eval-params.ts');
const { BACKENDS, readLabState } = await import('../../../../src/ui/labs/lab-params.ts');

const compat = COMPAT_ID as ProviderId;

describe('a shape added with one folder and one table line', () => {
  it('is a provider id, last in the table’s order, and the link takes it', () => {
    expect(PROVIDER_IDS).toEqual(['openai-responses', 'openai-chat', 'anthropic', 'gemini', COMPAT_ID]);
    expect(isProviderId(COMPAT_ID)).toBe(true);
    expect(readApisState(parseHash(`#/apis?provider=${COMPAT_ID}&chartProvider=${COMPAT_ID}`).params)).toMatchObject({ provider: COMPAT_ID, chartProvider: COMPAT_ID });
  });

  it('is in the pickers’ list, with its words', () => {
    expect(providerLabel(compat)).toBe('Compat Chat API');
    // Each provider picker lists PROVIDER_IDS, each with its label.
    for (const picker of ['src/ui/apis/RunPicker.svelte', 'src/ui/apis/TokenChart.svelte', 'src/ui/start/SimulatedRun.svelte']) {
      expect(readFileSync(join(ROOT, picker), 'utf8'), picker).toMatch(/\{#each PROVIDER_IDS as \w+ \(\w+\)\}\s*<option value=\{\w+\}>\{providerLabel\(\w+\)\}/);
    }
  });

  it('is a column of Run all’s matrix: a run per scenario, and its short name on a phone', () => {
    expect(ALL_PAIRS.filter((pair) => pair.provider === compat).map((pair) => pair.scenario)).toEqual([...SCENARIO_IDS]);
    expect(ALL_PAIRS).toHaveLength(SCENARIO_IDS.length * 5);
    expect(RUN_ALL_TEXT.en.shortProvider[compat]).toBe('Compat');
    expect(readFileSync(join(ROOT, 'src/ui/apis/RunAllMatrix.svelte'), 'utf8')).toMatch(/\{#each PROVIDER_IDS as provider \(provider\)\}/);
  });

  it('is one of the eval’s backends, and the labs’', () => {
    expect(BACKEND_CHOICES).toContain(COMPAT_ID);
    expect(readEvalState(parseHash(`#/eval?backends=${COMPAT_ID},gemini`).params).backends).toEqual(['gemini', COMPAT_ID]);
    expect(backendLabel(`policy:${COMPAT_ID}`, 'en')).toBe('Compat Chat API (seeded policy)');
    expect(backendLabel(`scripted:${COMPAT_ID}`, 'es')).toBe('Compat Chat API (guion bueno)');
    expect(BACKENDS).toContain(COMPAT_ID);
    expect(readLabState('tienda', parseHash(`#/labs/tienda?backend=${COMPAT_ID}`).params).backend).toBe(COMPAT_ID);
  });

  it('is in the real-key panel with its real API, and named in OpenTelemetry and the prices', () => {
    expect(CLOUD_ENDPOINTS[compat]).toMatchObject({ id: COMPAT_ID, provider: COMPAT_ID, label: 'Compat (Chat)', baseUrl: 'https://api.compat.example/v1', local: false });
    expect(realEndpoint(COMPAT_ID)?.label).toBe('Compat (Chat)');
    expect(genAiProviderName(COMPAT_ID)).toBe('compat');
    expect(vendorOf(COMPAT_ID)).toBe('compat');
  });

  it('runs a lesson scenario through its own simulator handler and SDK adapter', async () => {
    const server = setupServer(...createSimHandlers('http://sim.test', LESSON_MODELS, o200kUsage));
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
      const backend = simulatedBackend({ provider: compat, transport: { root: 'http://sim.test', mode: 'node' }, countTokens: o200kHere });
      const { trace, report } = await run(lessonScenarioPlan({ scenario: 'correcto', kit, wireProfile: 'realistic' }), backend);
      expect(trace.backend).toBe(COMPAT_ID);
      expect(report.provider).toBe(COMPAT_ID);
      expect(trace.summary.end.kind).toBe('answered');
      expect(report.script.status).toBe('complete');
      const urls = trace.events.flatMap((e) => (e.type === 'request' ? [e.exchange.url] : []));
      expect(urls.length).toBeGreaterThan(1);
      for (const url of urls) expect(url).toBe('http://sim.test/compat/v1/chat/completions');
    } finally {
      server.close();
    }
  });
});
