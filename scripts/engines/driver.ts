// What the engines smoke needs from a browser, whichever protocol drives it: open a URL, run a function in the page,
// size the viewport, reload, close. Firefox speaks WebDriver BiDi (firefox-bidi.ts), WebKitGTK classic WebDriver
// (webkit-webdriver.ts); the checks (checks.ts) are written once against this.

export interface Driver {
  readonly engine: string;
  /** The browser's own version, as its driver reports it. */
  readonly version: string;
  goto(url: string): Promise<void>;
  /**
   * Runs `fn`, the source of a (possibly async) function of one JSON argument, in the page, and gives back its
   * result through JSON. In-page code is plain JavaScript in strings: a TypeScript function's compiled source may
   * call helpers the page lacks.
   */
  run<T>(fn: string, arg?: unknown): Promise<T>;
  /** The viewport's inner size in CSS pixels. */
  size(width: number, height: number): Promise<void>;
  reload(): Promise<void>;
  close(): Promise<void>;
}

/** A failed check, named by its engine and step. */
export class SmokeFailure extends Error {
  constructor(
    readonly engine: string,
    readonly check: string,
    detail: string,
  ) {
    super(`${engine}: ${check}: ${detail}`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `fn` in the page until it returns something other than null, false or undefined, and gives that back. A run
 * that throws (the page is between two documents) is tried again; the last value or error is in the failure.
 */
export async function waitFor<T>(driver: Driver, check: string, fn: string, timeoutMs: number, arg?: unknown): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last = 'nothing yet';
  for (;;) {
    try {
      const value = await driver.run<T | null | false>(fn, arg);
      if (value !== null && value !== false && value !== undefined) return value;
      last = JSON.stringify(value);
    } catch (error) {
      last = String(error instanceof Error ? error.message : error).slice(0, 400);
    }
    if (Date.now() > until) throw new SmokeFailure(driver.engine, check, `not within ${timeoutMs / 1000} s (last: ${last})`);
    await sleep(200);
  }
}
