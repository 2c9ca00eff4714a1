// The page's one o200k_base counter, over its counting worker. Vite bundles the worker, and the encoder behind it,
// as chunks of their own, which the page's thread never runs.
import { countingClient } from './counting-client.ts';

export const pageCounter = countingClient(() => new Worker(new URL('./token-worker.ts', import.meta.url), { type: 'module', name: 'token-counter' }));
