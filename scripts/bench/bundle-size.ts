// What a first visit downloads before each page is usable, measured in Chromium on the built site: served
// gzip-encoded like a real host, a fresh browser context a route (no HTTP cache, no service worker yet), the CPU
// slowed 4× and a 10 Mbit/s line (first-visit.ts). The network log is Playwright's context-wide one: the page, its
// frames and dedicated workers, and service workers; responses a service worker answered itself (the simulated
// APIs, its cache) crossed no network and are left out. Each response's bytes are the server's own count of the
// body it sent (Chromium reports 0 for a service worker's script), and the server's count of requests checks that
// the log missed none. CDP's network emulation does not reach a service worker's own fetches (a precache arrives at
// full speed), so they are shown apart, with the time they would take of the emulated line. Figures are printed,
// never asserted: the budgets are targets.
import type { Browser, Request } from '@playwright/test';
import { LAB_IDS } from '../../src/core/labs/lab-registry.ts';
import type { BenchFigure, BenchSection } from './bench-section.ts';
import { withBuiltSite } from './built-site.ts';
import { FIRST_VISIT, FIRST_VISIT_LABEL, lineMs, networkConditions, totalsBefore, type LoggedResponse } from './first-visit.ts';
import { formatMs } from './measure.ts';

/** 500 KB as Vite reports sizes (1 KB = 1,000 bytes), the stricter reading. */
const JS_BUDGET = 500_000;
const USABLE_TARGET_MS = 1500;
const USABLE_TIMEOUT_MS = 120_000;
/** After "usable", how long to wait for the log's last events (they arrive after the page has them). */
const SETTLE_MS = 1000;
/** Visits a route; the figures are the median visit's (by time to usable), all of them from that one visit. */
const VISITS = 3;

export interface Route {
  hash: string;
  /** How its figures are labelled, when not by its hash. */
  name?: string;
  /** What "usable" means on it, for the label. */
  usable: string;
  /** CSS selector of the first visible element that makes it so. */
  selector: string;
  budget: boolean;
}

// A lab's run is on screen once it has ended: done, or shown as it ended while its token counts come (counting).
const LAB_TRACE = '[data-testid="lab-run"]:is([data-status="done"], [data-status="counting"]) [data-testid="apis-trace"] [data-testid="end-reason"]';
export const ROUTES: readonly Route[] = [
  { hash: '#/?lang=en', usable: 'heading and lead shown', selector: 'p.lead', budget: false },
  { hash: '#/apis?lang=en', usable: "selected run's trace shown", selector: '[data-testid="apis-trace"] [data-testid="end-reason"]', budget: true },
  ...LAB_IDS.map((id) => ({ hash: `#/labs/${id}?lang=en&run=1`, usable: "first run's trace shown", selector: LAB_TRACE, budget: true })),
  { hash: '#/data?lang=en', usable: 'closes chart drawn', selector: '[data-testid="closes-chart"][data-drawn="true"]', budget: false },
  { hash: '#/tools?lang=en', usable: "first tool's schema shown", selector: '[data-testid="tool-schema"]', budget: false },
  { hash: '#/local?lang=en', usable: 'device check shown (Load possible)', selector: '[data-testid="device-choice"]', budget: false },
  // The lesson's prompts and token counts with the shipped tokenizer alone: no weights, no Load.
  { hash: '#/local?lang=en', name: '#/local prompt view', usable: "step 1's prompt and tokens shown, no weights", selector: '[data-testid="template-step"]', budget: false },
];

// A script rather than a function: tsx would wrap a named helper in one the browser does not have. The page
// notes the moment the element first shows, so the figure does not depend on how often the bench polls.
const WATCH_USABLE = (selector: string) => `
  new MutationObserver((_, observer) => {
    const el = document.querySelector(${JSON.stringify(selector)});
    if (!el || !el.checkVisibility()) return;
    window.benchUsable = { at: performance.timeOrigin + performance.now(), ms: performance.now() };
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, attributes: true });
`;

interface Visit {
  usableMs: number;
  log: LoggedResponse[];
  usableAt: number;
  /** Requests the server answered during the visit, and the network responses the log saw. */
  served: number;
  logged: number;
}

/** What the server sent during a visit: body bytes by path, and how many responses. */
export interface ServerLog {
  bytes: Map<string, number>;
  responses: number;
}

/** A server log, and the static server's hook that fills it. */
export function serverLog(): { served: ServerLog; onResponse: (sent: { path: string; bodyBytes: number }) => void } {
  const served: ServerLog = { bytes: new Map(), responses: 0 };
  const onResponse = ({ path, bodyBytes }: { path: string; bodyBytes: number }) => {
    served.bytes.set(path, bodyBytes);
    served.responses++;
  };
  return { served, onResponse };
}

async function logged(request: Request, served: ServerLog): Promise<LoggedResponse | undefined> {
  const response = await request.response();
  if (!response || response.fromServiceWorker()) return undefined;
  const url = request.url();
  const timing = request.timing();
  return {
    url,
    contentType: (await response.headerValue('content-type')) ?? '',
    encodedBytes: served.bytes.get(new URL(url).pathname) ?? (await request.sizes()).responseBodySize,
    endedAt: timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : Date.now(),
    source: request.serviceWorker() ? 'service worker' : 'page',
  };
}

async function visit(browser: Browser, site: string, route: Route, served: ServerLog): Promise<Visit> {
  const context = await browser.newContext();
  try {
    const entries: Promise<LoggedResponse | undefined>[] = [];
    const listener = (request: Request) => entries.push(logged(request, served));
    context.on('requestfinished', listener);
    const page = await context.newPage();
    await page.addInitScript({ content: WATCH_USABLE(route.selector) });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', networkConditions());
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: FIRST_VISIT.cpuRate });
    served.bytes.clear();
    served.responses = 0;
    await page.goto(`${site}${route.hash}`);
    const handle = await page.waitForFunction(() => (window as unknown as { benchUsable?: { at: number; ms: number } }).benchUsable, undefined, {
      timeout: USABLE_TIMEOUT_MS,
      polling: 100,
    });
    const usable = (await handle.jsonValue()) as { at: number; ms: number };
    await page.waitForTimeout(SETTLE_MS);
    context.off('requestfinished', listener);
    const log = (await Promise.all(entries)).filter((e): e is LoggedResponse => e !== undefined);
    return { usableMs: usable.ms, usableAt: usable.at, log, served: served.responses, logged: log.length };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** A route's first visits (the median one's figures), on `site`; `served` is the log of the site's server. */
export async function routeFigures(browser: Browser, site: string, route: Route, served: ServerLog): Promise<BenchFigure[]> {
  const visits: Visit[] = [];
  for (let i = 0; i < VISITS; i++) visits.push(await visit(browser, site, route, served));
  const v = [...visits].sort((a, b) => a.usableMs - b.usableMs)[VISITS >> 1] as Visit;
  const { page, 'service worker': sw } = totalsBefore(v.log, v.usableAt);
  const budget = route.budget ? ` — ${page.jsBytes <= JS_BUDGET ? 'under' : 'OVER'} the 500 KB budget` : '';
  const target = v.usableMs <= USABLE_TARGET_MS ? 'within' : 'OVER';
  const name = route.name ?? route.hash.replace(/\?.*/, '');
  return [
    { label: `${name} JavaScript the page fetched before usable (gzip)`, value: `${kb(page.jsBytes)} in ${count(page.jsRequests, 'file')}${budget}` },
    { label: `${name} all bytes the page fetched before usable`, value: `${kb(page.totalBytes)} in ${count(page.requests, 'request')}` },
    {
      label: `${name} a service worker's fetches before usable (not throttled)`,
      value:
        sw.requests === 0
          ? 'none'
          : `${kb(sw.totalBytes)} in ${count(sw.requests, 'request')}, ${kb(sw.jsBytes)} of JavaScript ` +
            `(${formatMs(lineMs(sw.totalBytes))} of the 10 Mbit/s line)`,
    },
    {
      label: `${name} time to usable: ${route.usable}`,
      value: `${formatMs(v.usableMs)} — ${target} the 1.5 s target (visits: ${visits.map((x) => formatMs(x.usableMs)).join(', ')})`,
    },
    // Requests that never finished (a stream cut by the context's close) reach the server but not the log.
    { label: `${name} network log covered`, value: `${v.logged} of the ${v.served} requests the server answered` },
  ];
}

export const bundleSize: BenchSection = {
  title: `Bundle size and time to usable: what a first visit fetches before each page is usable (${FIRST_VISIT_LABEL}; median of ${VISITS} visits)`,
  async run() {
    const { served, onResponse } = serverLog();
    return withBuiltSite(onResponse, async (site, browser) => {
      const figures: BenchFigure[] = [{ label: 'browser', value: `Chromium ${browser.version()}, gzip-encoded responses, latency ${FIRST_VISIT.latencyMs} ms` }];
      for (const route of ROUTES) figures.push(...(await routeFigures(browser, site, route, served)));
      return figures;
    });
  },
};
