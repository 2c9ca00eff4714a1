// Forks in Node, on the simulators in-process (MSW's Node interception, set up as in apis.ts): how long the 30-step
// loop takes played whole and a fork of it from step 15 replayed, and how long the link to the lesson's acceptance
// fork is. A fork is not served from a cache: it is the run's plan with the student's edits, replayed from step 1
// against the deterministic simulators (which is why its first 14 steps come out as before), so a fork costs about
// what the whole run costs and the ratio stays near 1.
import { setupServer } from 'msw/node';
import type { RunEdit } from '../../src/core/agent/edits.ts';
import type { SettingsLayer } from '../../src/core/agent/run-settings.ts';
import type { CallEvent, ResultEvent, Trace, TraceEvent } from '../../src/core/agent/trace.ts';
import { loadMarketData } from '../../src/core/data/load-market-data.ts';
import { isRecord } from '../../src/core/json/json-value.ts';
import type { ProviderId } from '../../src/core/shapes/provider-ids.ts';
import { lessonScenarioPlan } from '../../src/core/labs/lesson-plans.ts';
import { forkOf } from '../../src/core/run/fork.ts';
import { run } from '../../src/core/run/run.ts';
import type { ScenarioId } from '../../src/core/sim/scenarios.ts';
import { createSimHandlers } from '../../src/core/sim/sim-handlers.ts';
import { simulatedBackend } from '../../src/core/sim/simulated-backend.ts';
import { loadO200kCounter } from '../../src/core/tokens/o200k-here.ts';
import { createLessonToolKit } from '../../src/core/tools/lesson-tools.ts';
import { nodeDataSource } from '../node-data-source.ts';
import type { BenchSection } from './bench-section.ts';
import { formatCount, formatMs, timeRunsInTurn, type Timing } from './measure.ts';
import { formatHash } from '../../src/ui/common/route-hash.ts';
import { encodeShared, MAX_LINK_CHARS, SHARE_PARAM } from '../../src/ui/common/workbench/share-link.ts';
import { o200kUsage } from '../../src/core/sim/o200k-usage.ts';
import { LESSON_MODELS } from '../../src/core/sim/scripted-model.ts';

const ROOT = 'http://sim.bench';
// A run takes tens of milliseconds: enough of them that one slow run does not move the ratio.
const RUNS = 15;
const WHERE = 'Node, simulators in-process';
const LOOP_STEPS = 30;
const FORK_STEP = 15;
/** The token chart's loop: neither step limit nor token limit, so only the lab's ceiling of 30 steps ends it. */
const LOOP: SettingsLayer = { limits: { runCap: LOOP_STEPS }, switches: { stepLimit: false, tokenLimit: false } };

export const forksBench: BenchSection = {
  title: 'Forks: the 30-step loop whole and forked at step 15, and the link to the acceptance fork',
  async run() {
    const kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
    const countTokens = await loadO200kCounter();
    const server = setupServer(...createSimHandlers(ROOT, LESSON_MODELS, o200kUsage));
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const transport = { root: ROOT, mode: 'node' };
      const play = (provider: ProviderId, scenario: ScenarioId, edits: readonly RunEdit[], settings: SettingsLayer = {}) =>
        run(lessonScenarioPlan({ scenario, kit, ...forkOf(edits), ...settings }), simulatedBackend({ provider, transport, countTokens }));

      // (a) The loop's call at step 15 asked for another date: the fork replays steps 1–14, then goes its own way.
      const whole = (await play('anthropic', 'bucle', [], LOOP)).trace;
      const call = only(whole, (e): e is CallEvent => e.type === 'call' && e.step === FORK_STEP);
      if (!isRecord(call.rawArgs)) throw new Error(`step ${FORK_STEP}'s call has no JSON arguments`);
      const fork: RunEdit[] = [
        { kind: 'reply', step: FORK_STEP, reply: { kind: 'calls', calls: [{ name: call.name, args: { ...call.rawArgs, fecha: '2024-03-22' } }] } },
      ];
      const forked = (await play('anthropic', 'bucle', fork, LOOP)).trace;
      if (!forked.events.some((e) => e.type === 'call' && e.step === FORK_STEP && e.edited)) throw new Error('the fork did not take its edit');
      const [wholeTime, forkTime] = await timeRunsInTurn(RUNS, [
        () => play('anthropic', 'bucle', [], LOOP),
        () => play('anthropic', 'bucle', fork, LOOP),
      ] as const);

      // (b) The acceptance fork: correcto on the Responses API, the second close (step 1, call 1) edited 27.88 → 30,
      // in the lesson profile's bytes, as the page's Copy link writes it.
      const correct = (await play('openai-responses', 'correcto', [])).trace;
      const closes = correct.events.filter((e): e is ResultEvent => e.type === 'result' && e.step === 1);
      const second = closes[1]?.wireText;
      if (second === undefined || !second.includes('27.88')) throw new Error(`step 1's second result is not the 27.88 close: ${second}`);
      const shared = {
        entries: [
          {
            id: 'k1',
            parent: 'current',
            recipe: { provider: 'openai-responses', scenario: 'correcto' },
            edits: [{ kind: 'result', step: 1, call: 1, text: second.replace('27.88', '30') }],
          },
        ],
        shown: 'k1',
        step: null,
      };
      const w = encodeShared(shared);
      const fragment = formatHash('/apis', { provider: 'openai-responses', scenario: 'correcto', [SHARE_PARAM]: w });

      const span = (t: Timing) =>
        `${formatMs(t.medianMs)} (min ${formatMs(t.minMs)}, max ${formatMs(t.maxMs)})`;
      return [
        { label: `${LOOP_STEPS}-step loop played whole (bucle, Anthropic, limits off), median of ${RUNS} [${WHERE}]`, value: span(wholeTime) },
        {
          label: `fork from step ${FORK_STEP} replayed (${forked.summary.steps} requests, ${FORK_STEP - 1} of them the prefix), median of ${RUNS} [${WHERE}]`,
          value: span(forkTime),
        },
        { label: `fork ÷ whole (medians) [${WHERE}]`, value: `${(forkTime.medianMs / wholeTime.medianMs).toFixed(2)}×` },
        { label: `acceptance fork: JSON of the shared state [${WHERE}]`, value: `${formatCount(JSON.stringify(shared).length)} characters` },
        { label: `acceptance fork: the ${SHARE_PARAM}= value (lz-string) [${WHERE}]`, value: `${formatCount(w.length)} characters` },
        {
          label: `acceptance fork: the fragment Copy link makes, #/apis?provider=openai-responses&scenario=correcto&${SHARE_PARAM}=… [${WHERE}]`,
          value: `${formatCount(fragment.length)} characters (limit ${formatCount(MAX_LINK_CHARS)} for the whole URL, the site's address included)`,
        },
      ];
    } finally {
      server.close();
    }
  },
};

function only<E extends TraceEvent>(trace: Trace, match: (e: TraceEvent) => e is E): E {
  const found = trace.events.filter(match);
  if (found.length !== 1) throw new Error(`expected one such event, found ${found.length}`);
  return found[0] as E;
}
