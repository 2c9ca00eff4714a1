// The simulated APIs: in Node, how long the o200k_base tokenizer takes to load on first use and how long the whole
// table takes to play (every scenario on every provider, one after another, through the SDKs, MSW and the real
// loop); in Chromium, the built site's Run all (apis-browser.ts). Each figure says where it was measured.
import { setupServer } from 'msw/node';
import { loadMarketData } from '../../src/core/data/load-market-data.ts';
import { PROVIDER_IDS } from '../../src/core/shapes/provider-ids.ts';
import { lessonScenarioPlan } from '../../src/core/labs/lesson-plans.ts';
import { run } from '../../src/core/run/run.ts';
import { LESSON_SCENARIO_IDS, SCENARIO_IDS, type ScenarioId } from '../../src/core/sim/scenarios.ts';
import { createSimHandlers } from '../../src/core/sim/sim-handlers.ts';
import { simulatedBackend } from '../../src/core/sim/simulated-backend.ts';
import { loadO200kCounter } from '../../src/core/tokens/o200k-here.ts';
import { createLessonToolKit } from '../../src/core/tools/lesson-tools.ts';
import { nodeDataSource } from '../node-data-source.ts';
import { ROWS, runAllInChromium } from './apis-browser.ts';
import type { BenchFigure, BenchSection } from './bench-section.ts';
import { formatCount, formatMs, median, timeRuns } from './measure.ts';
import { o200kUsage } from '../../src/core/sim/o200k-usage.ts';
import { LESSON_MODELS } from '../../src/core/sim/scripted-model.ts';

const ROOT = 'http://sim.bench';
const RUNS = 5;
/** fallo_api_lento waits for the client's timeout; a short one keeps the table's time about the loop. */
const TIMEOUT_MS = 100;

async function nodeFigures(): Promise<BenchFigure[]> {
  // First, before anything else imports it: what the page pays the first time it counts tokens.
  const loadStart = performance.now();
  const countTokens = await loadO200kCounter();
  const loadMs = performance.now() - loadStart;
  const firstCountStart = performance.now();
  countTokens('{"model":"correcto","max_tokens":500,"messages":[]}');
  const firstCountMs = performance.now() - firstCountStart;

  const kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
  const server = setupServer(...createSimHandlers(ROOT, LESSON_MODELS, o200kUsage));
  server.listen({ onUnhandledRequest: 'error' });
  try {
    const transport = { root: ROOT, mode: 'node' };
    const limits = { timeoutMs: TIMEOUT_MS };
    /** Every scenario on every provider, one after another (a table's worth of traces). */
    const play = async (scenarios: readonly ScenarioId[]) => {
      const traces = [];
      for (const scenario of scenarios) {
        for (const provider of PROVIDER_IDS) {
          const { trace } = await run(lessonScenarioPlan({ scenario, kit, limits }), simulatedBackend({ provider, transport, countTokens }));
          traces.push(trace);
        }
      }
      return traces;
    };
    const lesson = await timeRuns(RUNS, () => play(LESSON_SCENARIO_IDS));
    const all = await timeRuns(RUNS, () => play(SCENARIO_IDS));
    const traces = await play(SCENARIO_IDS);
    const requests = traces.reduce((n, t) => n + t.summary.steps, 0);
    const loop = await timeRuns(RUNS, () =>
      run(
        lessonScenarioPlan({ scenario: 'bucle', kit, limits, switches: { stepLimit: false, tokenLimit: false } }),
        simulatedBackend({ provider: 'anthropic', transport, countTokens }),
      ),
    );
    const span = (t: { medianMs: number; minMs: number; maxMs: number }) =>
      `${formatMs(t.medianMs)} (min ${formatMs(t.minMs)}, max ${formatMs(t.maxMs)})`;
    return [
      { label: 'o200k_base first load (dynamic import) [Node]', value: formatMs(loadMs) },
      { label: 'o200k_base first count after load [Node]', value: formatMs(firstCountMs) },
      {
        label: `lesson table: ${LESSON_SCENARIO_IDS.length} scenarios × ${PROVIDER_IDS.length} providers, one after another, median of ${RUNS} [Node, MSW]`,
        value: span(lesson),
      },
      {
        label: `whole table: ${SCENARIO_IDS.length} scenarios × ${PROVIDER_IDS.length} providers (${formatCount(requests)} requests, timeout ${TIMEOUT_MS} ms), one after another, median of ${RUNS} [Node, MSW]`,
        value: span(all),
      },
      { label: '30-step loop (Anthropic, no step limit), median [Node, MSW]', value: span(loop) },
    ];
  } finally {
    server.close();
  }
}

/** Figures of "Run all" on the built site in Chromium, the same timeout as the Node table's. */
async function chromiumFigures(): Promise<BenchFigure[]> {
  const chromium = await runAllInChromium(TIMEOUT_MS);
  const where = (how: string) => `[Chromium ${chromium.browser.split('.')[0]}, built site, CPU as is, ${how}]`;
  return [
    {
      label: `Run all, first press: click to all ${ROWS} rows ended, ${ROWS - 1} played 4 at a time (timeout ${TIMEOUT_MS} ms) ${where('first visit: simulators in the page')}`,
      value: formatMs(chromium.firstMs),
    },
    {
      label: `Run all, pressed again: all ${ROWS} rows afresh, median of ${chromium.againMs.length} ${where("through the site's service worker")}`,
      value: `${formatMs(median(chromium.againMs))} (each: ${chromium.againMs.map(formatMs).join(', ')})`,
    },
    {
      label: `Run all: healthy rows (of ${ROWS - PROVIDER_IDS.length * 3}) failed by the lab's own load at ${TIMEOUT_MS} ms, each press ${where('target 0')}`,
      value: chromium.healthyFailed.join(', '),
    },
  ];
}

export const apisBench: BenchSection = {
  title: 'Simulated APIs: tokenizer load, and the whole table through the SDKs, MSW and the loop (Node) and Run all (Chromium)',
  run: async () => [...(await nodeFigures()), ...(await chromiumFigures())],
};
