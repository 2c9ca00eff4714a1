// Starts the simulated APIs in the page. Where the site's service worker (src/site-worker/) controls the page, it
// answers the SDKs' requests with the simulators' handlers, so each one shows up in the browser's Network panel.
// Until it does (the first visit, while it downloads the site) and where there is none (a private window that
// forbids service workers, plain http on a LAN address, the dev server), the SDKs get a fetch that answers from
// the same handlers in the page: the lab works the same, the Network panel just does not see the requests.
// Which path answers is decided per request, so a first visit moves to the worker the moment it takes over.
import { createInPageFetch } from '../core/sim/in-page-fetch.ts';
import type { SimTransport } from '../core/sim/simulated-backend.ts';
import { siteBase, siteWorkerState, watchSiteWorker } from '../site-worker/site-worker-client.ts';
import { siteSimulators } from '../site-worker/site-simulators.ts';
import { pageCounter } from '../token-worker/page-counter.ts';

export type SimulatorMode = 'service-worker' | 'in-page';

export interface SimulatorConnection {
  transport: SimTransport;
  /** Which path answers requests now. */
  readonly mode: SimulatorMode;
  /** Why the service worker does not answer (in-page mode only): `installing` on a first visit, else the worker's reason. */
  readonly reason?: string;
  /** Calls `listener` when the mode changes (the first visit's worker taking over); returns the unsubscribe. */
  watch(listener: () => void): () => void;
}

let starting: Promise<SimulatorConnection> | undefined;

/** Starts once per page; every caller awaits the same start before sending anything. */
export function startSimulators(): Promise<SimulatorConnection> {
  starting ??= Promise.resolve(start());
  return starting;
}

function start(): SimulatorConnection {
  // The site may live under any sub-path: the simulators hang from the page's base, as the worker's scope does.
  // Their usage is counted in the page's token worker once it is ready; waiting for it would hold the first
  // run's replies.
  const { root, handlers } = siteSimulators(siteBase().href, (texts) => (pageCounter.ready() ? pageCounter.count(texts) : undefined));
  const inPage = createInPageFetch(handlers);
  const viaWorker = () => siteWorkerState().controlled;
  const modeNow = (): SimulatorMode => (viaWorker() ? 'service-worker' : 'in-page');
  const transport: SimTransport = {
    root,
    fetch: (input, init) => (viaWorker() ? fetch(input, init) : inPage(input, init)),
    get mode() {
      return modeNow();
    },
  };
  return {
    transport,
    get mode() {
      return modeNow();
    },
    get reason() {
      const worker = siteWorkerState();
      if (worker.controlled) return undefined;
      return worker.status === 'installing' || worker.status === 'offline-ready' ? 'installing' : worker.reason;
    },
    watch(listener) {
      let last = viaWorker();
      return watchSiteWorker(() => {
        if (viaWorker() === last) return;
        last = viaWorker();
        listener();
      });
    },
  };
}
