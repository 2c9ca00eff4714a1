// The guardrails, one line each, in the order the page lists them and a run's settings keep their switches in
// (the loop checks a call in this order too, once its arguments are read). Everything that lists guardrails reads
// this table: the loop, the settings and the link, the trace's texts, the drawing, the OpenTelemetry export.
import { allowlist } from './allowlist.ts';
import { approval } from './approval.ts';
import { argsJson } from './args-json.ts';
import type { Guardrail } from './guardrail.ts';
import { outputAsData } from './output-as-data.ts';
import { outputCap } from './output-cap.ts';
import { repetition } from './repetition.ts';
import type { ApprovalMode, Switches } from './settings.ts';
import { stepLimit } from './step-limit.ts';
import { tokenLimit } from './token-limit.ts';
import { validation } from './validation.ts';

const TABLE: Guardrail[] = [stepLimit, tokenLimit, repetition, allowlist, argsJson, validation, outputCap, outputAsData, approval];

/** Every guardrail, the lab's and any added since, in the table's order. */
export const guardrails = (): readonly Guardrail[] => TABLE;

/**
 * Adds a guardrail after the lab's own (a student's, a test's fixture): every reader of the table sees it from then
 * on. Its id and its trace name must be new. Returns what takes it out again (a test leaves the table as it found it:
 * the unit tests share their modules).
 */
export function addGuardrail(guardrail: Guardrail): () => void {
  const taken = TABLE.find((g) => g.id === guardrail.id || guardName(g) === guardName(guardrail));
  if (taken) throw new Error(`a guardrail named ${guardrail.id} (${guardName(guardrail)}) is already in the table`);
  TABLE.push(guardrail);
  return () => {
    const at = TABLE.indexOf(guardrail);
    if (at >= 0) TABLE.splice(at, 1);
  };
}

export const guardrailById = (id: string): Guardrail | undefined => TABLE.find((g) => g.id === id);

/** Its trace event's `guard`: the older spelling where one is on the wire, else its id. */
export const guardName = (guardrail: Guardrail): string => guardrail.legacyGuard ?? guardrail.id;

/** The guardrail a trace event's `guard` names. */
export const guardrailOfGuard = (guard: string): Guardrail | undefined => TABLE.find((g) => guardName(g) === guard);

/** Every trace event name a guardrail writes. */
export const guardNames = (): string[] => TABLE.map(guardName);

/** The guardrails that are switches, in order (the link's `off` names them by id). */
export const switchGuardrails = (): Guardrail[] => TABLE.filter((g) => g.setting.kind === 'switch');

export const switchIds = (): string[] => switchGuardrails().map((g) => g.id);

/** Every switch at its default, in the table's order. */
export function defaultSwitches(): Switches {
  return Object.fromEntries(switchGuardrails().map((g) => [g.id, g.setting.default])) as Switches;
}

/** The guardrails the loop asks about each call, in order, with the check each runs. */
export const callChecks = (): (Guardrail & Required<Pick<Guardrail, 'check'>>)[] =>
  TABLE.filter((g): g is Guardrail & Required<Pick<Guardrail, 'check'>> => g.place === 'call' && g.check !== undefined);

/**
 * Whether a guardrail is on under a run's settings: a switch as set (at its default where the settings do not name
 * it); a guardrail with modes when it is set to other than its first (off), its mode kept under its id.
 */
export function guardrailOn(guardrail: Guardrail, settings: { switches: Switches; approval?: ApprovalMode }): boolean {
  const { setting } = guardrail;
  if (setting.kind === 'switch') return settings.switches[guardrail.id] ?? setting.default;
  const mode = (settings as Record<string, unknown>)[guardrail.id] ?? setting.default;
  return mode !== setting.modes[0];
}

/** The gate a guardrail is drawn at on the loop's drawing: its own (named by its id), or another's. */
export const drawnAt = (guardrail: Guardrail): string => ('short' in guardrail.gate ? guardrail.id : guardrail.gate.at);

/** The guardrails with a gate of their own on the drawing, in order. */
export const gateGuardrails = (): Guardrail[] => TABLE.filter((g) => 'short' in g.gate);
