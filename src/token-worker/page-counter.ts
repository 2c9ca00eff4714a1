// The page's one o200k_base counter, over its counting worker. Vite bundles the worker, and the encoder behind it,
// as chunks of their own, which the page's thread never runs. The worker starts once the page has painted what it
// was showing when the first count was asked for (a frame, then a task; or a tenth of a second in a tab that paints
// nothing): a first run's end is on screen before the worker's start costs the page anything.
import { countingClient } from './counting-client.ts';

export const pageCounter = countingClient(
  () => new Worker(new URL('./token-worker.ts', import.meta.url), { type: 'module', name: 'token-counter' }),
  (start) => {
    let started = false;
    const once = () => {
      if (!started) start();
      started = true;
    };
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0));
    setTimeout(once, 100);
  },
);
