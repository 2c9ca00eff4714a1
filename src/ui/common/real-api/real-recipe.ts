// A real model's run as a workbench recipe: the API or server (`real`), the model, the JSON-text fallback
// (`json=1`) and the run's own id (`rid`), never the key or the base URL. A real model does not repeat itself and
// costs money, so a recipe is not played again: a kept run is the record this tab made (by its id), and a fork
// replays that record's steps before the fork and asks the provider only from there (core/real/fork-fetch.ts).
import { realEndpoint, type RealEndpoint } from '../../../core/real/index.ts';
import type { Recipe } from '../workbench/workbench-entry.ts';

export interface RealRecipe {
  endpoint: RealEndpoint;
  model: string;
  jsonToolCalls: boolean;
  /** The run this recipe names (its record is in this tab's real-runs), when there is one. */
  rid?: string;
}

/** The params a real run adds to a page's recipe. */
export function realParams(choice: Omit<RealRecipe, 'rid'> & { rid?: string }): Record<string, string> {
  return {
    real: choice.endpoint.id,
    model: choice.model,
    ...(choice.jsonToolCalls ? { json: '1' } : {}),
    ...(choice.rid !== undefined ? { rid: choice.rid } : {}),
  };
}

/** The real run a recipe names; undefined for a recipe of a simulated or local run (or an unknown endpoint). */
export function readRealRecipe(recipe: Recipe): RealRecipe | undefined {
  const endpoint = recipe.real === undefined ? undefined : realEndpoint(recipe.real);
  if (!endpoint) return undefined;
  return { endpoint, model: recipe.model ?? '', jsonToolCalls: recipe.json === '1', ...(recipe.rid !== undefined ? { rid: recipe.rid } : {}) };
}

/** `Anthropic (Messages) · claude-haiku-4-5`: a real run's column title. */
export const realRunTitle = (real: Pick<RealRecipe, 'endpoint' | 'model'>): string => `${real.endpoint.label} · ${real.model}`;
