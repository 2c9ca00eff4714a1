// Which runs the page needs: the selected one, the table's, and the chart's two. A run is a pure function of its
// request, so one key per request lets the page play each run once and share it between table, timeline and chart.
import { PROVIDER_IDS, type ProviderId } from '../../core/shapes/index.ts';
import { SCENARIO_IDS, type ScenarioId } from '../../core/sim/index.ts';
import type { ApisState, RunSettings } from './apis-params.ts';

export interface RunRequest {
  provider: ProviderId;
  scenario: ScenarioId;
  settings: RunSettings;
}

export interface Pair {
  scenario: ScenarioId;
  provider: ProviderId;
}

/** Which run a request asks for, as the run store's key: requests equal in everything a run depends on share one. */
export function requestKey(request: RunRequest): string {
  const { provider, scenario, settings } = request;
  return JSON.stringify([provider, scenario, settings.profile, settings.stream, settings.limits, settings.switches, settings.via, settings.approval]);
}

export function pairKey(pair: Pair): string {
  return `${pair.scenario}/${pair.provider}`;
}

/** Every scenario on every provider, in the table's order: by scenario, then provider. */
export const ALL_PAIRS: readonly Pair[] = SCENARIO_IDS.flatMap((scenario) => PROVIDER_IDS.map((provider) => ({ scenario, provider })));

/** `pairs` without repeats, in the table's order, whatever order they were run in. */
export function tableOrder(pairs: readonly Pair[]): Pair[] {
  const wanted = new Set(pairs.map(pairKey));
  return ALL_PAIRS.filter((p) => wanted.has(pairKey(p)));
}

/**
 * The chart's runs: the loop with neither step limit nor token limit, up to the chart's steps, and the correct
 * case under the same settings for comparison. The other switches are the page's, so a class can see what,
 * say, repetition detection off does to the bill.
 */
export function chartRequests(state: ApisState): { loop: RunRequest; correct: RunRequest } {
  const settings: RunSettings = {
    profile: state.settings.profile,
    stream: state.settings.stream,
    limits: { ...state.settings.limits, runCap: state.chartSteps },
    switches: { ...state.settings.switches, stepLimit: false, tokenLimit: false },
    via: state.settings.via,
    // The chart is about tokens, and its runs have no one to ask: no call waits for approval.
    approval: 'off',
  };
  return {
    loop: { provider: state.chartProvider, scenario: 'bucle', settings },
    correct: { provider: state.chartProvider, scenario: 'correcto', settings },
  };
}
