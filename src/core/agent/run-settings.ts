// The settings a run goes by: the guardrails' defaults (core/guardrails, its table), then what each source states,
// then what the tool protocol locks.
import { DEFAULT_LIMITS } from '../guardrails/settings.ts';
import type { ApprovalMode, Limits, Switches } from '../guardrails/settings.ts';
import { defaultSwitches } from '../guardrails/table.ts';

export { DEFAULT_LIMITS } from '../guardrails/settings.ts';
export type { ApprovalMode, Limits, Switches } from '../guardrails/settings.ts';

/** The lab's switches at their defaults (a guardrail added to the table later is at its default where unnamed). */
export const DEFAULT_SWITCHES: Switches = defaultSwitches();

/** Settings over the defaults, as each source (a lab, a scenario, a link) states only what it changes. */
export interface SettingsLayer {
  limits?: Partial<Limits>;
  switches?: Partial<Switches>;
  approval?: ApprovalMode;
}

/**
 * How a model asks for tools: `native`, in the API's call slots; `json-text`, as a model without native tool
 * calls does, writing `{"tool": …, "args": …}` in its reply.
 */
export type ToolProtocol = 'native' | 'json-text';

/**
 * The settings a run goes by: the loop's defaults, then each layer in order (later wins), then what the tool
 * protocol locks. Text calls have no tool-result slot to go back in: their results can only be user text.
 * @example settleSettings([{ limits: { maxSteps: 10 } }, { switches: { repetition: false } }], 'json-text')
 *   // { limits: { maxSteps: 10, … }, switches: { repetition: false, outputAsData: false, … }, approval: 'off' }
 */
export function settleSettings(layers: readonly SettingsLayer[], protocol: ToolProtocol = 'native'): { limits: Limits; switches: Switches; approval: ApprovalMode } {
  const limits = Object.assign({ ...DEFAULT_LIMITS }, ...layers.map((l) => l.limits ?? {})) as Limits;
  const switches = Object.assign(defaultSwitches(), ...layers.map((l) => l.switches ?? {}), lockedSwitches(protocol)) as Switches;
  const approval = layers.findLast((l) => l.approval !== undefined)?.approval ?? 'off';
  return { limits, switches, approval };
}

/** The switches a tool protocol fixes, whatever the caller asks (the page shows them locked, with why). */
export function lockedSwitches(protocol: ToolProtocol): Partial<Switches> {
  return protocol === 'json-text' ? { outputAsData: false } : {};
}
