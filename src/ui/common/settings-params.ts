// The hash params every page with guardrails reads alike (#/apis and the lab pages): the numeric limits' bounds,
// the `off` list of switched-off guardrails, and a typed number as a param.
import { SWITCH_NAMES, type Switches } from '../../core/agent/index.ts';

/** Bounds of each numeric param: what the inputs allow and what a link may ask for. */
export const BOUNDS = {
  steps: { min: 1, max: 100 },
  tokens: { min: 1, max: 1_000_000 },
  output: { min: 1, max: 100_000 },
  timeout: { min: 100, max: 120_000 },
  chart: { min: 1, max: 100 },
} as const;

export function readInt(value: string | undefined, bounds: { min: number; max: number }, fallback: number): number {
  if (value === undefined || !/^\d+$/.test(value)) return fallback;
  const n = Number(value);
  return n >= bounds.min && n <= bounds.max ? n : fallback;
}

/** The `off` param after turning one switch on or off (in the switches' own order; absent when none is off). */
export function offParam(switches: Switches, name: keyof Switches, on: boolean): string | undefined {
  const off = SWITCH_NAMES.filter((n) => (n === name ? !on : !switches[n]));
  return off.length > 0 ? off.join(',') : undefined;
}

/** A number typed in an input, as a param: undefined (ignored) when out of bounds or not a whole number. */
export function intParam(value: string, bounds: { min: number; max: number }): string | undefined {
  const n = readInt(value.trim(), bounds, Number.NaN);
  return Number.isNaN(n) ? undefined : String(n);
}
