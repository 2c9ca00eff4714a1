// Plays one scenario of the simulated APIs through the real agent loop and the official SDK of a provider:
// the function the #/apis page and the Node tests call.
import { DEFAULT_LIMITS, DEFAULT_SWITCHES } from '../agent/run-settings.ts';
import type { Trace } from '../agent/trace.ts';
import { verifyAnswer } from '../agent/verify/verify-answer.ts';
import type { ProviderId } from '../providers/provider-ids.ts';
import type { WireProfile } from '../providers/wire-profile.ts';
import { loadO200kCounter } from '../tokens/o200k-counter.ts';
import type { ToolKit } from '../tools/tool-kit-types.ts';
import { runOnSimulators, type SimulatedRunChoices } from './run-on-simulators.ts';
import { LESSON_QUESTION, LESSON_TOOL_NAMES, type ScenarioId } from './scenarios.ts';
import { scriptReport, type ScriptReport } from './script-report.ts';

export interface ScenarioOptions extends SimulatedRunChoices {
  scenario: ScenarioId;
  kit: ToolKit;
  /** `lesson` by default: the lesson's bytes. */
  wireProfile?: WireProfile;
}

export interface ScenarioTrace extends Trace {
  provider: ProviderId;
  scenario: ScenarioId;
  transport: string;
  script: ScriptReport;
}

/**
 * @example const trace = await runScenario({ provider: 'anthropic', scenario: 'bucle', kit, transport })
 *   // trace.summary: { steps: 6, calls: 6, errors: 5, tokens: 1763, answer: null, end: { kind: 'step_limit', … } }
 */
export async function runScenario(options: ScenarioOptions): Promise<ScenarioTrace> {
  const { provider, scenario, kit, transport } = options;
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const switches = { ...DEFAULT_SWITCHES, ...options.switches };
  const profile = options.wireProfile ?? 'lesson';
  const { trace, sent } = await runOnSimulators({
    provider,
    transport,
    // The lesson's simulated runs sent no tool list: its scripts do not read one.
    toolList: profile === 'realistic' ? LESSON_TOOL_NAMES : undefined,
    model: scenario,
    question: LESSON_QUESTION,
    kit,
    offered: LESSON_TOOL_NAMES,
    limits,
    switches,
    profile,
    countTokens: options.countTokens,
    verify: (input) => verifyAnswer(input),
  });
  return { ...trace, provider, scenario, transport: transport.mode, script: scriptReport(provider, scenario, sent) };
}

/** Every scenario on every provider, one after another (a table's worth of traces). */
export async function runAll(
  options: Omit<ScenarioOptions, 'provider' | 'scenario'> & {
    providers: readonly ProviderId[];
    scenarios: readonly ScenarioId[];
  },
): Promise<ScenarioTrace[]> {
  const countTokens = options.countTokens ?? (await loadO200kCounter());
  const traces: ScenarioTrace[] = [];
  for (const scenario of options.scenarios) {
    for (const provider of options.providers) {
      traces.push(await runScenario({ ...options, provider, scenario, countTokens }));
    }
  }
  return traces;
}
