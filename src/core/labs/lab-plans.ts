// A companion lab's runs as plans: one of its scripted scenarios (or a question's good run) for the simulated
// providers, or a preset question for a live model (the local model). Each plan gets a fresh kit, the lab's
// allowlist and verifier, the settings rules once (labRunSettings), and what the run shows besides its trace.
import type { ApprovalDecision } from '../agent/approval.ts';
import { settleSettings, type ApprovalMode, type Limits, type SettingsLayer, type Switches } from '../agent/run-settings.ts';
import type { WireProfile } from '../providers/wire-profile.ts';
import { sourceFields, type ForkChoices, type ReactPlan } from '../run/run-plan.ts';
import type { LabKitOptions } from './lab-definition.ts';
import { labDefinition, labInfo, loadLabRun, type LabExtras, type LabId } from './lab-registry.ts';
import { scenarioModel, type LabScenario } from './lab-scenario.ts';
import { instructionNotes, runMetric, type InstructionNote, type RunMetric } from './run-metric.ts';

/** The companion courses' system prompt, byte for byte: their agent, whatever its tools (for a live model). */
export const LAB_SYSTEM_PROMPT =
  'You are a helpful assistant with access to tools. To use a tool, respond with a tool call.\n' +
  'When you have enough information to answer, give your final answer directly.\n' +
  'Always show your reasoning before calling a tool.';

/** Room for the reasoning the prompt asks for before a call (the lesson's 80 tokens cut it short). */
export const LAB_MAX_NEW_TOKENS = 256;

/** What a finished lab run shows besides its trace. */
export interface LabOutcome {
  /** The tools asked for and the iterations (the course's end-of-run metric), for every lab. */
  metric: RunMetric;
  /** Tool results that carried instruction-like text (tool-output poisoning), whatever the model did with them. */
  toolInstructions: InstructionNote[];
  extras: LabExtras;
}

/** What a caller chooses for a lab run: the settings over the lab's and the scenario's, and the kit's inputs. */
export interface LabChoices extends SettingsLayer, LabKitOptions, ForkChoices {
  lab: LabId;
  /**
   * `realistic` by default: the tool list with its JSON Schemas goes with every request, as a real client sends
   * it. `lesson`: the lesson's bytes (Python json.dumps text, numbered ids, no tool list).
   */
  wireProfile?: WireProfile;
  /** Decisions on calls that wait for approval, given with the run (a link's): nobody is asked again for them. */
  approvals?: readonly ApprovalDecision[];
}

/**
 * The settings a lab run goes by: the loop's defaults, the lab's, the scenario's (a scripted run; none for a live
 * model), the caller's; text calls get their results back as text whatever the caller asks.
 */
export function labRunSettings(lab: LabId, scenario: LabScenario | undefined, user: SettingsLayer): { limits: Limits; switches: Switches; approval: ApprovalMode } {
  const layers = [{ limits: labDefinition(lab).limits }, ...(scenario ? [scenario] : []), user];
  return settleSettings(layers, scenario?.toolProtocol ?? 'native');
}

/**
 * One of the lab's scenarios (by id; the default when absent), or any scripted scenario of the lab (a question's
 * good run). Rejects when the scenario does not exist or a required kit option is missing (the analyst's table).
 * @example run(await labScenarioPlan({ lab: 'tienda' }), simulatedBackend({ provider: 'gemini', transport }))
 *   // trace.summary.answer: 'Under $30 and in stock: notebook ($3.50), stapler ($11.00) and desk lamp ($27.50). …'
 */
export async function labScenarioPlan(choices: LabChoices & { scenario?: string | LabScenario }): Promise<ReactPlan<LabOutcome>> {
  const scenario = typeof choices.scenario === 'object' ? choices.scenario : findLabScenario(choices.lab, choices.scenario);
  return {
    ...(await labPlan(choices, scenario.question, scenario)),
    wireProfile: choices.wireProfile ?? 'realistic',
    toolProtocol: scenario.toolProtocol ?? 'native',
    script: scenarioModel(choices.lab, scenario, labDefinition(choices.lab).language),
  };
}

/** A preset (or typed) question for a live model: the lab's settings without any scenario's. */
export function labQuestionPlan(choices: LabChoices & { question: string }): Promise<ReactPlan<LabOutcome>> {
  return labPlan(choices, choices.question, undefined);
}

function findLabScenario(lab: LabId, id: string | undefined): LabScenario {
  const wanted = id ?? labInfo(lab).defaultScenario;
  const scenario = labDefinition(lab).scenarios.find((s) => s.id === wanted);
  if (!scenario) throw new Error(`the ${lab} lab has no scenario '${wanted}'`);
  return scenario;
}

async function labPlan(choices: LabChoices, question: string, scenario: LabScenario | undefined): Promise<ReactPlan<LabOutcome>> {
  const definition = labDefinition(choices.lab);
  const open = await loadLabRun(choices.lab);
  const labRun = open(choices, scenario);
  return {
    design: 'react',
    question,
    kit: labRun.kit,
    offered: definition.tools,
    ...labRunSettings(choices.lab, scenario, choices),
    ...(choices.approvals && choices.approvals.length > 0 ? { approvals: choices.approvals } : {}),
    language: definition.language,
    verifier: definition.verifier,
    wireProfile: 'realistic',
    toolProtocol: 'native',
    system: LAB_SYSTEM_PROMPT,
    maxNewTokens: LAB_MAX_NEW_TOKENS,
    outcome: (trace) => ({ metric: runMetric(trace), toolInstructions: instructionNotes(trace), extras: labRun.extras(trace) }),
    ...sourceFields(choices),
  };
}
