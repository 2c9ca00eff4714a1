// The eval bench on the scripted backend, in Node: the lesson's generated tasks, the three designs, k runs each,
// the seeded policy with the default knobs on one simulated provider (its SDK, MSW's Node server, the real loop),
// timed whole; task runs per second is what a page's eval of the same size can expect before the browser's own
// costs. Then the same bench on the built site's #/eval in Chromium (eval-browser.ts), CPU as is and slowed 4×:
// what a student waits for, and the ratio to Node measured in the same run. The pass figures are printed beside
// it so that a change in the policy shows here too.
import { setupServer } from 'msw/node';
import { loadMarketData } from '../../src/core/data/load-market-data.ts';
import { policyBackend } from '../../src/core/eval/eval-backend.ts';
import { DESIGN_IDS } from '../../src/core/eval/eval-designs.ts';
import { summarizeCells } from '../../src/core/eval/eval-metrics.ts';
import { runEval } from '../../src/core/eval/eval-runner.ts';
import { generateLessonTasks } from '../../src/core/eval/lesson-tasks.ts';
import { POLICY_FAMILY } from '../../src/core/eval/policy-family.ts';
import { DEFAULT_KNOBS } from '../../src/core/eval/policy-spec.ts';
import { createSimHandlers } from '../../src/core/sim/sim-handlers.ts';
import { loadO200kCounter } from '../../src/core/tokens/o200k-here.ts';
import { createLessonToolKit } from '../../src/core/tools/lesson-tools.ts';
import { nodeDataSource } from '../node-data-source.ts';
import type { BenchSection } from './bench-section.ts';
import { evalInChromium } from './eval-browser.ts';
import { formatCount, formatMs, timeRuns } from './measure.ts';

const ROOT = 'http://sim.bench';
const K = 4;
const ROUNDS = 3;
const PROVIDER = 'anthropic';
const CPU_RATES = [1, 4] as const;
/** The page's own defaults (knobs, seed) with the Node bench's size and provider. */
const PAGE_PARAMS = `backends=${PROVIDER}&designs=${DESIGN_IDS.join(',')}&k=${K}&n=35`;

export const evalBench: BenchSection = {
  title: `eval: task runs per second on the scripted backend (seeded policy on simulated ${PROVIDER}, k = ${K}; Node, then the built site in Chromium)`,
  async run() {
    const data = await loadMarketData(nodeDataSource());
    const kit = createLessonToolKit(data);
    const tasks = generateLessonTasks(data);
    const countTokens = await loadO200kCounter();
    const server = setupServer(...createSimHandlers(ROOT, [POLICY_FAMILY], (texts) => Promise.resolve(texts.map(countTokens))));
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const backend = policyBackend({ provider: PROVIDER, transport: { root: ROOT, mode: 'node' }, knobs: DEFAULT_KNOBS, countTokens });
      const play = () => runEval({ tasks, designs: DESIGN_IDS, backends: [backend], k: K, kit });
      const { results } = await play();
      const timing = await timeRuns(ROUNDS, play);
      const perSecond = (results.length / timing.medianMs) * 1000;
      const cells = summarizeCells(results);
      const chromium = await evalInChromium(PAGE_PARAMS, CPU_RATES);
      const where = (rate: number) => `[Chromium ${chromium.browser.split('.')[0]}, built site #/eval, first visit, CPU ${rate === 1 ? 'as is' : `slowed ${rate}×`}]`;
      const inPage = [...chromium.byRate].flatMap(([rate, b]) => {
        if (b.runs !== results.length) throw new Error(`the page played ${b.runs} runs, Node ${results.length}: not the same bench`);
        const pagePerSecond = (b.runs / b.ms) * 1000;
        return [
          { label: `task runs per second ${where(rate)}`, value: `${pagePerSecond.toFixed(0)} (${formatCount(b.runs)} runs in ${formatMs(b.ms)}; Node ÷ page ${(perSecond / pagePerSecond).toFixed(1)}×)` },
          { label: `longest main-thread task ${where(rate)}`, value: formatMs(b.longestTaskMs) },
        ];
      });
      const pct = (x: number | null | undefined) => (x === null || x === undefined ? '—' : `${(100 * x).toFixed(1)} %`);
      return [
        { label: 'task runs per second [Node, SDK + MSW]', value: `${perSecond.toFixed(0)} (${formatCount(results.length)} runs in ${formatMs(timing.medianMs)}, median of ${ROUNDS})` },
        { label: 'mean time per run [Node]', value: formatMs(timing.medianMs / results.length) },
        ...inPage,
        ...cells.map((c) => ({
          label: `${c.design}: pass@1 / pass^${c.k}`,
          value: `${pct(c.pass1)} / ${pct(c.passK.at(-1))} over ${c.tasks} tasks (verifier precision ${pct(c.precision)}, recall ${pct(c.recall)})`,
        })),
      ];
    } finally {
      server.close();
    }
  },
};
