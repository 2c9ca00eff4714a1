// Plays a companion lab's scripted scenario through the real agent loop and the official SDK of a provider,
// against the simulators (which serve every lab's scripted models next to the lesson's): the function the
// `#/labs/<id>` pages and the Node tests call. The trace is runScenario's, plus the lab's own outcome.
import { DEFAULT_SWITCHES } from '../agent/run-settings.ts';
import type { Trace } from '../agent/trace.ts';
import { withJsonToolCalls } from '../providers/json-tool-calls.ts';
import type { ProviderId } from '../providers/provider-ids.ts';
import type { WireProfile } from '../providers/wire-profile.ts';
import { runOnSimulators, type SimulatedRunChoices } from '../sim/run-on-simulators.ts';
import { playReport, type ScriptPlay } from '../sim/script-report.ts';
import { findScenario, labInfo, openLab, type LabId, type LabKitOptions, type LabOutcome, type LabScenario } from './lab-registry.ts';
import { labModelName, scenarioModel } from './scenarios/lab-scenario.ts';

export interface LabRunOptions extends LabKitOptions, SimulatedRunChoices {
  lab: LabId;
  /**
   * `realistic` by default: the tool list with its JSON Schemas goes with every request, as a real client sends
   * it. `lesson`: the lesson's bytes (Python json.dumps text, numbered ids, no tool list).
   */
  wireProfile?: WireProfile;
}

export interface LabScenarioOptions extends LabRunOptions {
  /** A scenario id of the lab (`labInfo(lab).scenarios`); the lab's default when absent. */
  scenario?: string;
}

export interface LabTrace extends Trace, LabOutcome {
  lab: LabId;
  scenario: string;
  provider: ProviderId;
  transport: string;
  /** Whether the scripted model's script was fully used, and anything it was asked that it did not expect. */
  script: ScriptPlay;
}

/**
 * @example const trace = await runLabScenario({ lab: 'tienda', provider: 'gemini', transport })
 *   // trace.summary.answer: 'Under $30 and in stock: notebook ($3.50), stapler ($11.00) and desk lamp ($27.50). …'
 */
export async function runLabScenario(options: LabScenarioOptions): Promise<LabTrace> {
  const id = options.scenario ?? labInfo(options.lab).defaultScenario;
  const scenario = findScenario(options.lab, id);
  if (!scenario) throw new Error(`the ${options.lab} lab has no scenario '${id}'`);
  return playLabScenario(options, scenario);
}

/** Plays any scripted scenario of the lab, one of its own or a question's good run (run-question-set.ts). */
export async function playLabScenario(options: LabRunOptions, scenario: LabScenario): Promise<LabTrace> {
  const { lab, provider, transport } = options;
  const session = openLab(lab, options, scenario);
  const limits = { ...session.limits, ...scenario.limits, ...options.limits };
  const textCalls = scenario.toolProtocol === 'json-text';
  const switches = {
    ...DEFAULT_SWITCHES,
    ...scenario.switches,
    ...options.switches,
    // Text calls have no tool-result slot to go back in: their results can only be user text.
    ...(textCalls ? { outputAsData: false } : {}),
  };
  const profile = options.wireProfile ?? 'realistic';
  const model = labModelName(lab, scenario.id);
  const { trace, sent } = await runOnSimulators({
    provider,
    transport,
    // A model without native tool calls is not sent the API's tool list.
    toolList: profile === 'realistic' && !textCalls ? session.offered : undefined,
    wrapAdapter: textCalls ? withJsonToolCalls : undefined,
    model,
    question: scenario.question,
    kit: session.kit,
    offered: session.offered,
    limits,
    switches,
    profile,
    countTokens: options.countTokens,
    verify: session.verify,
  });
  return {
    ...trace,
    lab,
    scenario: scenario.id,
    provider,
    transport: transport.mode,
    script: playReport(provider, scenarioModel(lab, scenario), sent),
    ...session.finish(trace),
  };
}
