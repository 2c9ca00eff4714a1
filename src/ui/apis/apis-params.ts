// The #/apis page's state as hash params, so that a teacher's link reproduces the runs on screen:
//   provider, scenario   the selected run
//   profile              wire profile (lesson | realistic)
//   stream=1             the SDKs ask for streamed answers (server-sent events)
//   steps, tokens, output, timeout   limits (step limit, token limit, output cap in characters, request timeout in ms)
//   off                  switches turned off, comma-separated (`off=repetition,validation`)
//   via=mcp              the loop takes the lesson's tools from the lab's MCP server (absent: calls them itself)
//   approval             off | writes | all: which calls wait for approval (absent: off; the lesson's tools only read)
//   all=1                the table holds every scenario on every provider
//   chart, chartProvider the token chart's steps and provider
//   ref, answer          the verifier panel's reference trace and typed answer
// Anything missing or malformed reads as its default, so a hand-edited link still opens; a number out of range
// reads as the nearest bound, and `corrections` says what was not used as written (the page's notice).
import { type ApprovalMode, DEFAULT_LIMITS, defaultSwitches, type Limits, type Switches } from '../../core/guardrails/index.ts';
import { isWireProfile, type WireProfile } from '../../core/providers/index.ts';
import { isProviderId, type ProviderId } from '../../core/shapes/index.ts';
import { isScenarioId, type ScenarioId } from '../../core/sim/index.ts';
import type { Params } from '../common/route.svelte.ts';
import { BOUNDS, type ParamCorrection, readApproval, readBounded, readLimits, readOff } from '../common/settings-params.ts';
import { readToolsFrom, type ToolsFrom } from '../common/tools-from.ts';

/** What a run depends on besides its provider and scenario. */
export interface RunSettings {
  profile: WireProfile;
  /** The SDKs ask for each answer as server-sent events (`stream: true`): the timeline's raw responses show them. */
  stream: boolean;
  limits: Limits;
  switches: Switches;
  /** Where the loop's tools answer from: itself, or the lab's MCP server for the lesson's kit. */
  via: ToolsFrom;
  /** The approval guardrail; the lesson's tools only read, so only `all` makes a call wait. */
  approval: ApprovalMode;
}

export interface ApisState {
  provider: ProviderId;
  scenario: ScenarioId;
  settings: RunSettings;
  all: boolean;
  chartSteps: number;
  chartProvider: ProviderId;
  /** The verifier panel's reference trace id (unchecked: the panel falls back to the first trace). */
  ref: string;
  /** The answer typed in the verifier panel; undefined until someone types. */
  answer: string | undefined;
  /** The numeric params read otherwise than written. */
  corrections: ParamCorrection[];
}

export const DEFAULT_PROVIDER: ProviderId = 'openai-responses';
export const DEFAULT_SCENARIO: ScenarioId = 'correcto';
/** The lesson's figure is the Anthropic loop over 30 steps. */
export const DEFAULT_CHART_PROVIDER: ProviderId = 'anthropic';
export const DEFAULT_CHART_STEPS = DEFAULT_LIMITS.runCap;

export function readApisState(params: Params): ApisState {
  // Every guardrail is on by default, so the link only needs to name those turned off.
  const switches: Switches = { ...defaultSwitches(), ...readOff(params) };
  const provider = params.provider ?? '';
  const scenario = params.scenario ?? '';
  const chartProvider = params.chartProvider ?? '';
  const corrections: ParamCorrection[] = [];
  const int = (param: string, bounds: { min: number; max: number }, fallback: number) => readBounded(params, param, bounds, fallback, corrections);
  return {
    provider: isProviderId(provider) ? provider : DEFAULT_PROVIDER,
    scenario: isScenarioId(scenario) ? scenario : DEFAULT_SCENARIO,
    settings: {
      profile: isWireProfile(params.profile) ? params.profile : 'lesson',
      stream: params.stream === '1',
      limits: {
        ...DEFAULT_LIMITS,
        ...readLimits(params, DEFAULT_LIMITS, corrections),
        timeoutMs: int('timeout', BOUNDS.timeout, DEFAULT_LIMITS.timeoutMs),
      },
      switches,
      via: readToolsFrom(params),
      approval: readApproval(params) ?? 'off',
    },
    all: params.all === '1',
    chartSteps: int('chart', BOUNDS.chart, DEFAULT_CHART_STEPS),
    chartProvider: isProviderId(chartProvider) ? chartProvider : DEFAULT_CHART_PROVIDER,
    ref: params.ref ?? '',
    answer: params.answer,
    corrections,
  };
}
