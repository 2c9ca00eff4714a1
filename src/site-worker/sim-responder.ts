// The simulated APIs as the site's service worker serves them: every request under <scope>sim/ answered by the
// same MSW handlers the Node tests use (msw's getResponse runs them without MSW's own worker).
import { getResponse } from 'msw';
import { o200kUsage } from '../core/sim/o200k-usage.ts';
import { siteSimulators } from './site-simulators.ts';

export interface SimResponder {
  /** True for a request the simulators answer. */
  matches(url: URL): boolean;
  respond(request: Request): Promise<Response>;
}

/**
 * The worker's simulators. They count `usage` with o200k_base in the worker, off the page's thread, so that it is
 * the lab's exact count; the counter loads on the first simulated request, not with the worker, which serves the
 * site's files too.
 */
export function simResponder(scope: string): SimResponder {
  const { root, handlers } = siteSimulators(scope, o200kUsage);
  return {
    matches: (url) => url.href.startsWith(`${root}/`),
    respond: async (request) =>
      (await getResponse(handlers, request)) ??
      Response.json({ error: `no simulated API answers ${request.method} ${new URL(request.url).pathname}` }, { status: 404 }),
  };
}
