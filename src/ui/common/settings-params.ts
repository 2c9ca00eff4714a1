// The hash params every page with guardrails reads alike (#/apis and the lab pages): the numeric params' bounds
// (a guardrail's limit has its own in the guardrails' table), the `off` list of switched-off guardrails, the approval
// guardrail's setting and decisions, and a typed number as a param.
import type { ApprovalDecision } from '../../core/agent/index.ts';
import { guardrailOn, isApprovalMode, switchGuardrails, type ApprovalMode, type Limits, type Switches } from '../../core/guardrails/index.ts';

/** Bounds of each numeric param that is not a guardrail's limit: what the inputs allow and what a link may ask for. */
export const BOUNDS = {
  timeout: { min: 100, max: 120_000 },
  chart: { min: 1, max: 100 },
} as const;

export interface Bounds {
  min: number;
  max: number;
}

/** A numeric param the page could not use as written, and what it used instead (the notice and the rewritten hash). */
export interface ParamCorrection {
  param: string;
  given: string;
  /** The number used; undefined: the page's own default, which the link does not name. */
  used: number | undefined;
  /** `range`: out of bounds, the nearest bound used; `whole`: rounded; `nan`: not a number, the default used. */
  reason: 'range' | 'whole' | 'nan';
  bounds: Bounds;
}

/**
 * A whole-number param, clamped to its bounds: a number out of range reads as the nearest bound, a fraction as the
 * nearest whole number, anything else as `fallback`; each of those adds a correction. Absent, it is `fallback`.
 */
export function readBounded<F extends number | undefined>(
  params: Readonly<Record<string, string>>,
  param: string,
  bounds: Bounds,
  fallback: F,
  corrections: ParamCorrection[],
): number | F {
  const given = params[param];
  if (given === undefined) return fallback;
  const n = given.trim() === '' ? Number.NaN : Number(given);
  if (Number.isNaN(n)) {
    corrections.push({ param, given, used: fallback, reason: 'nan', bounds });
    return fallback;
  }
  const used = Math.min(bounds.max, Math.max(bounds.min, Math.round(n)));
  if (n < bounds.min || n > bounds.max) corrections.push({ param, given, used, reason: 'range', bounds });
  else if (used !== n) corrections.push({ param, given, used, reason: 'whole', bounds });
  return used;
}

/**
 * A decimal param (a temperature), clamped to its bounds: out of range reads as the nearest bound, not a number as
 * `fallback`, each with a correction. Absent, it is `fallback`.
 */
export function readDecimal(params: Readonly<Record<string, string>>, param: string, bounds: Bounds, fallback: number, corrections: ParamCorrection[]): number {
  const given = params[param];
  if (given === undefined) return fallback;
  const n = given.trim() === '' ? Number.NaN : Number(given);
  if (Number.isNaN(n)) {
    corrections.push({ param, given, used: fallback, reason: 'nan', bounds });
    return fallback;
  }
  const used = Math.min(bounds.max, Math.max(bounds.min, n));
  if (used !== n) corrections.push({ param, given, used, reason: 'range', bounds });
  return used;
}

/** The hash patch that makes a link say what the page uses: the corrected number, or no param for a default. */
export function correctionPatch(corrections: readonly ParamCorrection[]): Record<string, string | undefined> {
  return Object.fromEntries(corrections.map((c) => [c.param, c.reason === 'nan' || c.used === undefined ? undefined : String(c.used)]));
}

export function readInt(value: string | undefined, bounds: { min: number; max: number }, fallback: number): number {
  if (value === undefined || !/^\d+$/.test(value)) return fallback;
  const n = Number(value);
  return n >= bounds.min && n <= bounds.max ? n : fallback;
}

/** The `off` param after turning one switch on or off (in the table's order; absent when none is off). */
export function offParam(switches: Switches, name: string, on: boolean): string | undefined {
  const off = switchGuardrails()
    .filter((g) => (g.id === name ? !on : !guardrailOn(g, { switches })))
    .map((g) => g.id);
  return off.length > 0 ? off.join(',') : undefined;
}

/** The switches a link's `off` param turns off, by the guardrails' ids (`off=repetition,validation`). */
export function readOff(params: Readonly<Record<string, string>>): Partial<Switches> {
  const off = new Set((params.off ?? '').split(','));
  return Object.fromEntries(switchGuardrails().flatMap((g) => (off.has(g.id) ? [[g.id, false]] : [])));
}

/**
 * The guardrails' limits a link sets (`steps`, `tokens`, `output`: each limit's param in the table), each read within
 * its bounds; absent or not a number, `fallback`'s (undefined: left to the page's own).
 */
export function readLimits(params: Readonly<Record<string, string>>, fallback: Partial<Limits>, corrections: ParamCorrection[]): Partial<Limits> {
  const limits: Partial<Limits> = {};
  for (const g of switchGuardrails()) {
    const limit = g.setting.kind === 'switch' ? g.setting.limit : undefined;
    if (!limit) continue;
    const value = readBounded(params, limit.param, limit.bounds, fallback[limit.key], corrections);
    if (value !== undefined) limits[limit.key] = value;
  }
  return limits;
}

/** A number typed in an input, as a param: undefined (ignored) when out of bounds or not a whole number. */
export function intParam(value: string, bounds: { min: number; max: number }): string | undefined {
  const n = readInt(value.trim(), bounds, Number.NaN);
  return Number.isNaN(n) ? undefined : String(n);
}

/** `approval=off|writes|all`; absent (or anything else), undefined: the page's, the lab's or the scenario's own. */
export function readApproval(params: Readonly<Record<string, string>>): ApprovalMode | undefined {
  const given = params.approval;
  return isApprovalMode(given) ? given : undefined;
}

/**
 * `approvals=2.0y,2.1n`: the decisions a run was played with (step.call, y approved, n denied), so that a link plays it
 * again without asking; absent or malformed, none (the person is asked).
 */
export function readApprovals(params: Readonly<Record<string, string>>): ApprovalDecision[] | undefined {
  const given = params.approvals;
  if (given === undefined || !/^\d+\.\d+[yn](,\d+\.\d+[yn])*$/.test(given)) return undefined;
  return given.split(',').map((item) => {
    const [step = '', call = ''] = item.slice(0, -1).split('.');
    return { step: Number(step), call: Number(call), approved: item.endsWith('y') };
  });
}

/** The `approvals` param for a run's decisions; absent when it had none. */
export function approvalsParam(decisions: readonly ApprovalDecision[]): string | undefined {
  return decisions.length > 0 ? decisions.map((d) => `${d.step}.${d.call}${d.approved ? 'y' : 'n'}`).join(',') : undefined;
}
