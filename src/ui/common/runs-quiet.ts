// Whether any run of the page is playing or waiting to (every RunStore reports here). The o200k counter, a 2 MB
// module, is parsed on the page's thread in one long task: loaded while runs go, it would hold their requests'
// replies past a short client timeout. So runs shown before it loaded wait for a quiet moment to be counted.

let playing = 0;
let waiters: (() => void)[] = [];

/** A run is queued or going; call the result once when it has ended (or was dropped). */
export function runPlaying(): () => void {
  playing += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    playing -= 1;
    // A store starts its next waiting run in the same turn: quiet only if nothing started meanwhile.
    if (playing === 0) setTimeout(wakeIfQuiet, 0);
  };
}

function wakeIfQuiet(): void {
  if (playing > 0) return;
  const woken = waiters;
  waiters = [];
  for (const wake of woken) wake();
}

/** Resolves when no run plays, or after `maxMs` (a run held by a live step-through may wait for a long while). */
export function whenRunsQuiet(maxMs = 10_000): Promise<void> {
  if (playing === 0) return Promise.resolve();
  return new Promise((resolve) => {
    waiters.push(resolve);
    setTimeout(resolve, maxMs);
  });
}
