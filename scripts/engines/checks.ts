// The engines smoke's checks, written once for every engine: one page, one visit, routes changed by the hash as
// links do, each step timed. In-page code is plain JavaScript in strings (driver.ts says why).
import { SmokeFailure, waitFor, type Driver } from './driver.ts';
import { RUN_ALL_TIMEOUT } from '../../tests/e2e/lesson-rows.ts';
import { lessonRowMismatches, type ShownRow } from './lesson-check.ts';

/**
 * The lesson's acceptance case forked: correcto on Anthropic with the second close edited to 30 and replayed (as
 * forks.spec.ts does it), the link the page's Copy link gave.
 */
export const FORK_HASH =
  '#/apis?lang=en&provider=anthropic&scenario=correcto&w=N4IgpgdgLgTglmAziAXAbVHAJqkBrARhABoQAHAQxkilwGMBXGa6EkauuMsVUMmAPYA3bGBi4K0ABaCycOm0R1IVOAPoDmYOlHUBfUmCxwoydKDxwIOFOyQMANrVKIoYMqgKk6FBw8%2BkbgAetLbAADp2iI5QFFgCkSgABBEgUPJ4YolJkQBCAKoAygCSkcQ5IABm2lIU2ZEATAAMDQAsALRNAMztDQ1lFZxi1NldTXp6IHoAujMuUgIA7hC4hIpuHigQjg56QA';

/** Routes opened by their hash alone; #/local comes last, with the worker (it reloads itself into isolation). */
const ROUTES = ['#/', '#/start', '#/data', '#/tools', '#/labs', '#/mcp', '#/eval'];

/** The page's recorded errors (the script the smoke's server puts first in <head>). */
export const RECORDER =
  '<script>(function(){var k="smokeErrors";function add(s){try{var a=JSON.parse(sessionStorage.getItem(k)||"[]");a.push(String(s).slice(0,300));' +
  'sessionStorage.setItem(k,JSON.stringify(a))}catch(e){}}addEventListener("error",function(e){var t=e.target;add(t&&t!==window&&t.tagName?' +
  '"failed to load "+t.tagName.toLowerCase()+" "+(t.href||t.src):e.message+" at "+e.filename+":"+e.lineno)},true);' +
  'addEventListener("unhandledrejection",function(e){add("unhandled rejection: "+(e.reason&&e.reason.stack||e.reason))})})();</script>';

const ERRORS = '() => JSON.parse(sessionStorage.getItem("smokeErrors") || "[]")';

const SET_HASH = '(hash) => { location.hash = hash; return true; }';

// Every route's own heading, once the hash's page has replaced the one before (the argument: its heading).
const NEW_HEADING = `(before) => {
  if (document.querySelector('[data-testid="page-load-failed"]')) return { failed: document.querySelector('[data-testid="page-load-failed"]').textContent };
  const h1 = document.querySelector('main h1, h1');
  const text = h1 ? h1.textContent.trim() : '';
  return text && text !== before ? text : null;
}`;

// The Run all table's rows once every one is done and counted (the argument: the document to read, the page's or a
// frame's); it opens the folded table, whose rows have no text while it is closed.
const LESSON_ROWS_OF = `(d) => {
  const rows = [...d.querySelectorAll('[data-testid="apis-results"] tbody tr[data-status="done"]')];
  if (rows.length < 28) return null;
  if (rows.some((r) => /counting|contando/.test(r.querySelector('[data-col="tokens"]').textContent))) return null;
  const folded = d.querySelector('[data-testid="apis-all-table"]');
  if (folded && !folded.open) { folded.open = true; return null; }
  return rows.map((r) => [r.dataset.scenario, r.dataset.provider,
    ...['steps', 'calls', 'errors', 'tokens', 'answer', 'verdict'].map((c) => r.querySelector('[data-col="' + c + '"]').innerText.trim())]);
}`;

const LESSON_TABLE = `() => (${LESSON_ROWS_OF})(document)`;

// What scrolls sideways: the document, or a results table's scroll box reaching past the page's edge (a wide table
// scrolls inside its own box by design). The argument: the document to read.
const SIDEWAYS_OF = `(d) => {
  const over = [];
  const root = d.documentElement;
  if (root.scrollWidth > root.clientWidth) over.push('the document by ' + (root.scrollWidth - root.clientWidth) + ' px');
  for (const table of d.querySelectorAll('[data-testid="apis-results"], [data-testid="eval-results"], table')) {
    const right = (table.closest('.scroll-box') || table).getBoundingClientRect().right;
    if (right > root.clientWidth + 0.5) over.push((table.dataset.testid || 'a table') + "'s box by " + Math.round(right - root.clientWidth) + ' px');
  }
  return { width: d.defaultView.innerWidth, over };
}`;

const SIDEWAYS = `() => (${SIDEWAYS_OF})(document)`;

// Run all in a 390 px frame of the route, for a browser whose window cannot be made that narrow (WebKitGTK's
// MiniBrowser stops at its toolbar's width, 447 px): the frame runs the route itself, and its rows and its width are
// read there, so that the table plays once.
const RUN_ALL_IN_FRAME = `async (hash) => {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'position:fixed;left:0;top:0;width:390px;height:844px;border:0;background:white';
  frame.src = location.pathname + hash;
  document.body.append(frame);
  const until = Date.now() + 60000;
  let rows = null;
  while (!rows && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 200));
    if (frame.contentDocument && frame.contentDocument.body) rows = (${LESSON_ROWS_OF})(frame.contentDocument);
  }
  const sideways = (${SIDEWAYS_OF})(frame.contentDocument);
  frame.remove();
  return { rows, ...sideways };
}`;

const FORK_ANSWER = `() => {
  const answer = document.querySelector('[data-testid="apis-trace"] [data-testid="answer"]');
  return document.querySelectorAll('[data-testid="compare-column"]').length === 2 && answer && answer.textContent.includes('14.55 %') ? answer.textContent : null;
}`;

const LAB_ANSWER = `() => {
  const run = document.querySelector('[data-testid="lab-run"]');
  const answer = run && run.querySelector('p.answer q');
  return run && run.dataset.status === 'done' && run.querySelector('[data-testid="end-reason"]') && answer ? answer.textContent : null;
}`;

const EVAL_START = `() => { const b = document.querySelector('[data-testid="eval-run"]'); if (!b || b.disabled) return false; b.click(); return true; }`;
const EVAL_DONE = `() => { const bar = document.querySelector('[data-testid="eval-run-bar"]'); const p = document.querySelector('[data-testid="eval-progress"]');
  return bar && bar.dataset.status === 'done' ? (p ? p.dataset.done + ' of ' + p.dataset.total + ' runs' : 'done') : null; }`;

const CONTROLLED = `() => { const c = navigator.serviceWorker.controller; return c && /\\/site-worker\\.js$/.test(c.scriptURL) ? c.scriptURL : null; }`;

// The isolated document's own navigation: how long the worker took to answer it (WebKit's slow first controlled visit).
const ISOLATED = `() => {
  if (!crossOriginIsolated) return null;
  const threads = document.querySelector('[data-testid="threads"]');
  if (!threads) return null;
  const n = performance.getEntriesByType('navigation')[0];
  const ms = (t) => Math.round(t);
  return { cores: navigator.hardwareConcurrency, threads: threads.textContent.trim(),
    navigation: n ? { workerStart: ms(n.workerStart), fetchStart: ms(n.fetchStart), responseStart: ms(n.responseStart), responseEnd: ms(n.responseEnd), domContentLoaded: ms(n.domContentLoadedEventEnd), load: ms(n.loadEventEnd) } : null };
}`;

const FIRST_LOAD = `() => { const n = performance.getEntriesByType('navigation')[0];
  return n ? 'first visit: DOM ready at ' + Math.round(n.domContentLoadedEventEnd) + ' ms, loaded at ' + Math.round(n.loadEventEnd) + ' ms' : ''; }`;

const CHART_DRAWN = `() => !!document.querySelector('[data-testid="closes-chart"][data-drawn="true"]')`;

export interface StepTime {
  step: string;
  ms: number;
  note?: string;
}

/** Runs every check on `driver` against the site at `base`; `stopServer` takes the site's server away. */
export async function runChecks(driver: Driver, base: string, stopServer: () => Promise<void>): Promise<StepTime[]> {
  const times: StepTime[] = [];
  const step = async (name: string, body: () => Promise<string | void>) => {
    const start = Date.now();
    const note = await body();
    const errors = await driver.run<string[]>(ERRORS);
    if (errors.length > 0) throw new SmokeFailure(driver.engine, name, `page errors: ${errors.join(' | ')}`);
    times.push({ step: name, ms: Date.now() - start, ...(note ? { note } : {}) });
  };
  const fail = (check: string, detail: string) => new SmokeFailure(driver.engine, check, detail);
  let heading = '';

  // The fork first: a link's fork is read when the page loads (a hash change to it keeps the shown run).
  await step('a fork of the acceptance case gives 14.55 %', async () => {
    await driver.goto('about:blank');
    await driver.size(390, 844);
    await driver.goto(`${base}${FORK_HASH}`);
    await waitFor(driver, 'the fork gives 14.55 %', FORK_ANSWER, 30_000);
    return driver.run<string>(FIRST_LOAD);
  });
  await step("#/apis Run all: the lesson's eight rows, no sideways scroll at 390 px", async () => {
    const hash = `#/apis?lang=en&all=1&${RUN_ALL_TIMEOUT}`;
    const framed = (await driver.run<number>('() => innerWidth')) !== 390;
    let shown: ShownRow[] | null;
    let sideways: { width: number; over: string[] };
    if (framed) {
      ({ rows: shown, ...sideways } = await driver.run<{ rows: ShownRow[] | null; width: number; over: string[] }>(RUN_ALL_IN_FRAME, hash));
      if (!shown) throw fail('#/apis Run all', 'the table in the 390 px frame did not finish within 60 s');
    } else {
      await driver.run(SET_HASH, hash);
      shown = await waitFor<ShownRow[]>(driver, '#/apis Run all', LESSON_TABLE, 60_000);
      sideways = await driver.run<{ width: number; over: string[] }>(SIDEWAYS);
    }
    const wrong = lessonRowMismatches(shown);
    if (wrong.length > 0) throw fail('#/apis lesson rows', wrong.join('; '));
    if (sideways.width !== 390) throw fail('390 px', `the viewport is ${sideways.width} px wide`);
    if (sideways.over.length > 0) throw fail('no sideways scroll at 390 px on #/apis', sideways.over.join(', '));
    if (framed) return 'played and checked at 390 px in a frame (the window cannot be that narrow)';
  });
  await step(`routes by hash: ${ROUTES.join(' ')}`, async () => {
    heading = await driver.run<string>('() => (document.querySelector("h1") || { textContent: "" }).textContent.trim()');
    for (const route of ROUTES) {
      await driver.run(SET_HASH, `${route}?lang=en`);
      const shown = await waitFor<string | { failed: string }>(driver, `${route} renders`, NEW_HEADING, 30_000, heading);
      if (typeof shown !== 'string') throw fail(`${route} renders`, shown.failed);
      heading = shown;
    }
  });
  await step('a lab run ends with its answer (#/labs/hogar)', async () => {
    await driver.run(SET_HASH, '#/labs/hogar?lang=en&run=1');
    return `"${await waitFor<string>(driver, 'the hogar lab run ends with its answer', LAB_ANSWER, 60_000)}"`;
  });
  await step("the eval's default bench finishes", async () => {
    await driver.run(SET_HASH, '#/eval?lang=en');
    await waitFor(driver, "the eval's Run button", EVAL_START, 30_000);
    const done = await waitFor<string>(driver, "the eval's default bench finishes", EVAL_DONE, 90_000);
    const sideways = await driver.run<{ width: number; over: string[] }>(SIDEWAYS);
    if (sideways.width === 390 && sideways.over.length > 0) throw fail('no sideways scroll at 390 px on #/eval', sideways.over.join(', '));
    return done;
  });
  await step('the service worker takes over; #/local is cross-origin isolated', async () => {
    await waitFor(driver, 'the site worker controls the page', CONTROLLED, 60_000);
    const controlled = Date.now();
    await driver.run(SET_HASH, '#/local?model=local:tiny-qwen2-lesson&device=wasm&lang=en');
    const isolated = await waitFor<{ cores: number; threads: string; navigation: Record<string, number> | null }>(
      driver,
      'crossOriginIsolated on #/local',
      ISOLATED,
      60_000,
    );
    const reloaded = ((Date.now() - controlled) / 1000).toFixed(1);
    return `isolated ${reloaded} s after the worker took control; cores reported ${isolated.cores}, threads "${isolated.threads}"; the isolated document's navigation (ms) ${JSON.stringify(isolated.navigation)}`;
  });
  await step('offline: the server stopped, a reload renders', async () => {
    await stopServer();
    await driver.reload();
    await waitFor(driver, 'offline reload renders', NEW_HEADING, 30_000, '');
    await driver.run(SET_HASH, '#/data?lang=en');
    await waitFor(driver, 'offline #/data draws its chart', CHART_DRAWN, 30_000);
  });
  return times;
}
