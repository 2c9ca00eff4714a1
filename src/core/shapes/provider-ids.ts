// The shapes' ids as every consumer reads them, all from the one table (shape-table.ts): the list, the type,
// the check a URL parameter or a trace file goes through, a shape by its id, and where its SDK points under the
// simulators' root URL.
import type { ApiShape } from './api-shape.ts';
import { API_SHAPES } from './shape-table.ts';

export type ProviderId = (typeof API_SHAPES)[number]['id'];

export const PROVIDER_IDS: readonly ProviderId[] = API_SHAPES.map((shape) => shape.id);

export function isProviderId(value: string): value is ProviderId {
  return (PROVIDER_IDS as readonly string[]).includes(value);
}

/** The shape of `id`: its simulator, its SDK adapter, its real endpoint, its words. */
export function apiShape(id: ProviderId): ApiShape<ProviderId> {
  const shape = API_SHAPES.find((s) => s.id === id);
  if (!shape) throw new Error(`no API shape "${id}" in the table`);
  return shape;
}

/** The base URL each SDK is given, under one root (`http://sim.test`, or the page's own `…/sim`). */
export function sdkBaseUrl(root: string, provider: ProviderId): string {
  return `${root.replace(/\/+$/, '')}${apiShape(provider).sdkPath}`;
}
