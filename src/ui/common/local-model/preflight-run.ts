// Runs the preflight in a model worker of its own, ended as soon as it answers: the calibration's sessions and
// WASM heap go with it, and the worker that will hold the model starts clean (its thread count still unset).
import { ModelWorkerClient, type WorkerPort } from '../../../llm/worker/client/model-worker-client.ts';
import { spawnModelWorker } from '../../../llm/worker/client/spawn-model-worker.ts';
import type { PreflightRequest, PreflightResult } from '../../../llm/worker/protocol.ts';

export async function runPreflight(request: PreflightRequest, spawn: () => WorkerPort = spawnModelWorker): Promise<PreflightResult> {
  const client = new ModelWorkerClient(spawn);
  try {
    return await client.preflight(request);
  } finally {
    client.restart();
  }
}
