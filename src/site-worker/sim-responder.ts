// The simulated APIs as the site's service worker serves them: every request under <scope>sim/ answered by the
// same MSW handlers the Node tests use (msw's getResponse runs them without MSW's own worker).
import { getResponse, type HttpHandler } from 'msw';
import { POLICY_FAMILY } from '../core/eval/policy-family.ts';
import { LAB_SCRIPTED_MODELS } from '../core/labs/lab-registry.ts';
import { LESSON_MODELS } from '../core/sim/scripted-model.ts';
import type { UsageCounter } from '../core/sim/endpoint-handler.ts';
import { createSimHandlers } from '../core/sim/sim-handlers.ts';
import { loadO200kCounter } from '../core/tokens/o200k-counter.ts';

export interface SimResponder {
  /** True for a request the simulators answer. */
  matches(url: URL): boolean;
  respond(request: Request): Promise<Response>;
}

/**
 * The site's one set of simulators under `base` (the site's base URL, the worker's scope): the lesson's scenarios,
 * every companion lab's scripted models and the eval's seeded policies (rebuilt from their names), at <base>sim/. The page's in-page fallback uses the same, with the
 * page's counter for `usage`.
 */
export function siteSimulators(base: string, count: UsageCounter): { root: string; handlers: HttpHandler[] } {
  const root = new URL('sim', base).href;
  return { root, handlers: createSimHandlers(root, [...LESSON_MODELS, ...LAB_SCRIPTED_MODELS, POLICY_FAMILY], count) };
}

/**
 * The worker's simulators. They count `usage` with o200k_base in the worker, off the page's thread, so that it is
 * the lab's exact count; the counter loads on the first simulated request, not with the worker, which serves the
 * site's files too.
 */
export function simResponder(scope: string): SimResponder {
  const { root, handlers } = siteSimulators(scope, loadO200kCounter);
  return {
    matches: (url) => url.href.startsWith(`${root}/`),
    respond: async (request) =>
      (await getResponse(handlers, request)) ??
      Response.json({ error: `no simulated API answers ${request.method} ${new URL(request.url).pathname}` }, { status: 404 }),
  };
}
