// A lab page's state as hash params (`#/labs/hogar?scenario=reporte_equivocado&backend=gemini&run=1`), so that a
// teacher's link reproduces the run on screen:
//   scenario                          a scenario of the lab (default: the one that reaches the course's answer)
//   backend                           an API shape's id (core/shapes' table: openai-responses…) | local | real (your own key;
//                                     which API, model and key stay in the tab, never in the link)
//   steps, tokens, output, timeout    limits set by hand (absent: the lab's and the scenario's own)
//   off                               guardrails switched off, comma-separated
//   approval                          off | writes | all: which calls wait for approval (absent: the lab's and the scenario's own)
//   approvals                         the decisions the run was played with, `2.0y,2.1n` (step.call, y/n): not asked again
//   run=1                             the selected run is shown (played again when the link is opened)
//   set=1                             the question set is shown
//   question                          the preset question for the local model, by its position
//   wiki=live, clock, wtimeout        asistente: the live Wikipedia API, get_datetime's clock (UTC), Wikipedia's timeout (ms)
//   lights                            hogar: the lights when the run starts, one digit per room in ROOM_IDS order (1: on)
//   via=mcp                           the loop takes the lab's tools from the lab's MCP server (absent: calls them itself)
// Anything missing or malformed reads as its default, so a hand-edited link still opens; a number out of range
// reads as the nearest bound, and `corrections` says what was not used as written (the page's notice).
import { settleSettings, type ApprovalDecision, type ApprovalMode, type Limits, type Switches } from '../../core/agent/index.ts';
import {
  ASISTENTE_CLOCK,
  DEFAULT_WIKIPEDIA_TIMEOUT_MS,
  findScenario,
  type HomeState,
  INITIAL_HOME,
  isLabId,
  type LabId,
  labInfo,
  labRunSettings,
  type LabScenario,
  ROOM_IDS,
} from '../../core/labs/index.ts';
import { isProviderId, PROVIDER_IDS, type ProviderId } from '../../core/shapes/index.ts';
import { BOUNDS, type ParamCorrection, readApproval, readApprovals, readBounded, readLimits, readOff } from '../common/settings-params.ts';
import type { Params } from '../common/route.svelte.ts';
import { readToolsFrom, type ToolsFrom } from '../common/tools-from.ts';

/** Where a run's model answers: a simulated API shape playing a scripted scenario, the local model, or a real one. */
export type Backend = ProviderId | 'local' | 'real';
export const BACKENDS: readonly Backend[] = [...PROVIDER_IDS, 'local', 'real'];

/** A model that reads the lab's preset question (the local model, a real one) rather than playing a scenario. */
export const liveModel = (backend: Backend): backend is 'local' | 'real' => backend === 'local' || backend === 'real';
export const DEFAULT_BACKEND: ProviderId = 'openai-responses';

export const LAB_BOUNDS = { ...BOUNDS, wikipediaTimeout: { min: 100, max: 60_000 } } as const;

export interface LabPageState {
  lab: LabId;
  scenario: LabScenario;
  backend: Backend;
  /** Only the limits the link sets: the lab's and the scenario's own stand for the rest. */
  limits: Partial<Limits>;
  /** Only the guardrails the link switches off. */
  switchesOff: Partial<Switches>;
  /** The approval setting the link names; undefined: the lab's and the scenario's own. */
  approval: ApprovalMode | undefined;
  /** The decisions the link's run was played with; undefined: whoever runs it is asked. */
  approvals: ApprovalDecision[] | undefined;
  run: boolean;
  questionSet: boolean;
  question: number;
  liveWikipedia: boolean;
  /** get_datetime's clock set by the link, ISO 8601 UTC; absent, the course's (each question's own, in the question set). */
  clock: string | undefined;
  /** Set by the link; absent, the course's 5 s. */
  wikipediaTimeoutMs: number | undefined;
  /** The lights when the run starts, in ROOM_IDS order; undefined: the house as the kit starts it. */
  lights: boolean[] | undefined;
  /** Where the loop's tools answer from: itself, or the lab's MCP server for its kit. */
  via: ToolsFrom;
  /** The numeric params read otherwise than written. */
  corrections: ParamCorrection[];
}

/** The lab a path names (`/labs/tienda` → tienda); undefined for the index and for unknown names. */
export function labOfPath(path: string): LabId | undefined {
  const name = /^\/labs\/([^/]+)\/?$/.exec(path)?.[1];
  return name !== undefined && isLabId(name) ? name : undefined;
}

/** The question param's bounds: a position in a lab's preset list (the page caps it at the list's last). */
const QUESTION_BOUNDS = { min: 0, max: 1000 } as const;

const CLOCK_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?Z$/;

/** A clock as the link writes it: ISO 8601 in UTC, `2025-06-16T14:00:00Z`; undefined for anything else. */
export function readClock(value: string | undefined): string | undefined {
  if (value === undefined || !CLOCK_PATTERN.test(value.trim())) return undefined;
  const time = Date.parse(value.trim());
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().replace('.000Z', 'Z');
}

export function readLabState(lab: LabId, params: Params): LabPageState {
  const info = labInfo(lab);
  const scenario = findScenario(lab, params.scenario ?? '') ?? findScenario(lab, info.defaultScenario);
  if (!scenario) throw new Error(`the ${lab} lab has no scenarios`);
  const backend = params.backend ?? '';
  const corrections: ParamCorrection[] = [];
  // Absent or not a number, a limit is left to the lab's and the scenario's own.
  const int = (param: string, bounds: { min: number; max: number }) => readBounded(params, param, bounds, undefined, corrections);
  const limits = readLimits(params, {}, corrections);
  const timeout = int('timeout', BOUNDS.timeout);
  if (timeout !== undefined) limits.timeoutMs = timeout;
  const switchesOff = readOff(params);
  const lights = params.lights;
  return {
    lab,
    scenario,
    backend: backend === 'local' || backend === 'real' || isProviderId(backend) ? backend : DEFAULT_BACKEND,
    limits,
    switchesOff,
    approval: readApproval(params),
    approvals: readApprovals(params),
    run: params.run === '1',
    questionSet: params.set === '1',
    question: readBounded(params, 'question', QUESTION_BOUNDS, 0, corrections),
    liveWikipedia: params.wiki === 'live',
    clock: readClock(params.clock),
    wikipediaTimeoutMs: int('wtimeout', LAB_BOUNDS.wikipediaTimeout),
    lights: lights !== undefined && new RegExp(`^[01]{${ROOM_IDS.length}}$`).test(lights) ? [...lights].map((d) => d === '1') : undefined,
    via: readToolsFrom(params),
    corrections,
  };
}

/**
 * The settings a run goes by (core's rules, labRunSettings): the loop's defaults, the lab's, the scenario's (a
 * simulated run), the link's; a scenario whose model writes its calls as text gets its results back as text.
 */
export function effectiveSettings(state: LabPageState): { limits: Limits; switches: Switches; approval: ApprovalMode } {
  const scenario = liveModel(state.backend) ? undefined : state.scenario;
  return labRunSettings(state.lab, scenario, { limits: state.limits, switches: state.switchesOff, ...(state.approval ? { approval: state.approval } : {}) });
}

/** The guardrails the link itself sets (what `offParam` builds on). */
export function linkSwitches(state: LabPageState): Switches {
  return settleSettings([{ switches: state.switchesOff }]).switches;
}

export const wikipediaTimeout = (state: LabPageState): number => state.wikipediaTimeoutMs ?? DEFAULT_WIKIPEDIA_TIMEOUT_MS;

/** The clock a run reads: the link's, else the course's sample run's. */
export const clockOf = (state: LabPageState): string => state.clock ?? ASISTENTE_CLOCK;

/** The house a hogar run starts from: the kit's five rooms with the link's lights. */
export function houseOf(lights: readonly boolean[] | undefined): HomeState {
  if (!lights) return INITIAL_HOME;
  return INITIAL_HOME.map((room, i) => ({ ...room, luz_encendida: lights[i] ?? room.luz_encendida }));
}

/** The `lights` param for a house: absent for the lights the kit starts with, so one house has one link. */
export function lightsParam(house: HomeState): string | undefined {
  const digits = ROOM_IDS.map((id) => (house.find((r) => r.cuarto === id)?.luz_encendida ? '1' : '0')).join('');
  const initial = ROOM_IDS.map((id) => (INITIAL_HOME.find((r) => r.cuarto === id)?.luz_encendida ? '1' : '0')).join('');
  return digits === initial ? undefined : digits;
}
