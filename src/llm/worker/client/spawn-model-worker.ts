// A new model worker. Vite bundles model.worker.ts (and, behind its dynamic import, transformers.js) as separate
// chunks, so the page's own JavaScript stays small.
import type { WorkerPort } from './model-worker-client.ts';

export function spawnModelWorker(): WorkerPort {
  return new Worker(new URL('../model.worker.ts', import.meta.url), { type: 'module', name: 'local-model' });
}
