// Starts the simulated APIs in the page. Where service workers exist (https, localhost), MSW's worker answers
// the SDKs' requests, so each one shows up in the browser's Network panel. Elsewhere (plain http on a LAN
// address) the SDKs get a fetch that answers from the same handlers in the page: the lab works the same, the
// Network panel just does not see the requests. The result says which path is active, and why.
import { setupWorker } from 'msw/browser';
import { createInPageFetch } from '../core/sim/in-page-fetch.ts';
import { LAB_SCRIPTED_MODELS } from '../core/labs/lab-registry.ts';
import type { SimTransport } from '../core/sim/simulated-backend.ts';
import { LESSON_MODELS } from '../core/sim/scripted-model.ts';
import { createSimHandlers } from '../core/sim/sim-handlers.ts';
import { errorMessage } from '../core/errors/error-message.ts';

export interface SimulatorConnection {
  transport: SimTransport;
  mode: 'service-worker' | 'in-page';
  /** Why the service worker is not in use (in-page mode only). */
  reason?: string;
}

let starting: Promise<SimulatorConnection> | undefined;

/** Starts once per page; every caller awaits the same start before sending anything. */
export function startSimulators(): Promise<SimulatorConnection> {
  starting ??= start();
  return starting;
}

async function start(): Promise<SimulatorConnection> {
  // The site may live under any sub-path: the simulators, the worker script and its scope all hang from the
  // page's base (BASE_URL is "./" in the built site, "/" in dev).
  const base = new URL(import.meta.env.BASE_URL, document.baseURI);
  const root = new URL('sim', base).href;
  // One set of simulators for the whole site: the lesson's scenarios and every companion lab's scripted models.
  const handlers = createSimHandlers(root, [...LESSON_MODELS, ...LAB_SCRIPTED_MODELS]);
  const inPage = (reason: string): SimulatorConnection => ({
    transport: { root, fetch: createInPageFetch(handlers), mode: 'in-page' },
    mode: 'in-page',
    reason,
  });
  if (!('serviceWorker' in navigator)) {
    return inPage(window.isSecureContext ? 'this browser has no service workers' : 'service workers need https or localhost');
  }
  try {
    await setupWorker(...handlers).start({
      serviceWorker: { url: new URL('mockServiceWorker.js', base).pathname, options: { scope: base.pathname } },
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
    return { transport: { root, mode: 'service-worker' }, mode: 'service-worker' };
  } catch (error) {
    return inPage(`the service worker did not start: ${errorMessage(error)}`);
  }
}
