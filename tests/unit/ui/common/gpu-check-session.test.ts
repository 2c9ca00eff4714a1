// The session's WebGPU sanity check with fake workers: the WebGPU side on the page's worker, the WASM side on a
// second, temporary worker loading the same model and precision, the comparison, cancel, and failures as messages.
import { describe, expect, it } from 'vitest';
import { LocalModelSession } from '../../../../src/ui/common/local-model/local-model-session.svelte.ts';
import type { WorkerPort } from '../../../../src/llm/worker/client/model-worker-client.ts';
import type { LoadRequest, WorkerEvent, WorkerRequest } from '../../../../src/llm/worker/protocol.ts';
import { GPU_CHECK_TOKENS, type CheckRun } from '../../../../src/llm/gpu-check.ts';

const report = {
  webgpu: { available: true, vendor: 'v', architecture: 'a', device: 'd', description: 'x', isFallback: false, features: [], shaderF16: true, maxBufferSize: 1 },
  crossOriginIsolated: true,
  cores: 8,
  wasmThreads: 4,
};

function checkRun(ids: number[]): CheckRun {
  return { tokenIds: ids, pieces: ids.map((i) => `t${i}`), text: ids.map((i) => `t${i}`).join(''), ms: 5 };
}

interface Behaviour {
  /** The check's tokens by the device the worker's model was loaded on. */
  tokens: Record<'webgpu' | 'wasm', number[]>;
  /** Makes the WASM load fail with this message. */
  wasmLoadError?: string;
  /** Leaves the WASM load unanswered (a cancel test). */
  wasmLoadHangs?: boolean;
}

class FakeWorker implements WorkerPort {
  readonly sent: WorkerRequest[] = [];
  terminated = false;
  device: 'webgpu' | 'wasm' | null = null;
  private listener: ((event: MessageEvent<WorkerEvent>) => void) | null = null;
  constructor(private readonly behaviour: Behaviour) {}

  postMessage(message: WorkerRequest): void {
    this.sent.push(message);
    queueMicrotask(() => this.answer(message));
  }
  terminate(): void {
    this.terminated = true;
  }
  addEventListener(type: string, listener: (event: never) => void): void {
    if (type === 'message') this.listener = listener as never;
  }
  private reply(event: WorkerEvent): void {
    if (!this.terminated) this.listener?.({ data: event } as MessageEvent<WorkerEvent>);
  }
  private answer(m: WorkerRequest): void {
    const ok = (value: unknown) => this.reply({ id: m.id, type: 'reply', ok: true, value });
    if (m.type === 'check') return ok(report);
    if (m.type === 'load') {
      const req = m as LoadRequest & { id: number };
      this.device = req.device;
      if (req.device === 'wasm' && this.behaviour.wasmLoadHangs) return;
      if (req.device === 'wasm' && this.behaviour.wasmLoadError) return this.reply({ id: m.id, type: 'reply', ok: false, error: this.behaviour.wasmLoadError });
      return ok({ model: req.model, device: req.device, dtype: req.dtype, loadMs: 1, warmupMs: 1, threads: req.threads ?? 1 });
    }
    if (m.type === 'checkRun') return ok(checkRun(this.behaviour.tokens[this.device!]));
    return ok(null);
  }
}

async function loadedSession(behaviour: Behaviour) {
  const workers: FakeWorker[] = [];
  const session = new LocalModelSession(() => {
    const w = new FakeWorker(behaviour);
    workers.push(w);
    return w;
  });
  await session.check();
  await session.load({ model: 'tiny', localModelPath: '/models/' }, { device: 'webgpu', dtype: 'q4f16', reason: { en: '', es: '' } }, 2);
  return { session, workers };
}

describe('LocalModelSession.checkGpu', () => {
  it('runs the fixed prompt on the WebGPU model, then the same model and precision on a temporary WASM worker, and agrees', async () => {
    const { session, workers } = await loadedSession({ tokens: { webgpu: [1, 2, 3], wasm: [1, 2, 3] } });
    await session.checkGpu();
    expect(session.gpuCheck).toMatchObject({ phase: 'done', agreement: { agree: true, tokens: 3 }, dtype: 'q4f16' });
    const [page, reference] = workers as [FakeWorker, FakeWorker];
    expect(workers).toHaveLength(2);
    expect(page.sent.find((m) => m.type === 'checkRun')).toMatchObject({ maxNewTokens: GPU_CHECK_TOKENS });
    expect(reference.sent.map((m) => m.type)).toEqual(['load', 'checkRun']);
    expect(reference.sent[0]).toMatchObject({ model: 'tiny', localModelPath: '/models/', device: 'wasm', dtype: 'q4f16', threads: 2 });
    // The reference worker is gone (its WASM heap with it); the page's worker and its model stay.
    expect(reference.terminated).toBe(true);
    expect(page.terminated).toBe(false);
    expect(session.loaded?.device).toBe('webgpu');
  });

  it('reports where the runs diverge (token k) with both texts', async () => {
    const { session } = await loadedSession({ tokens: { webgpu: [1, 2, 3, 4], wasm: [1, 2, 9, 4] } });
    await session.checkGpu();
    expect(session.gpuCheck).toMatchObject({
      phase: 'done',
      agreement: { agree: false, at: 2, tokens: 4, webgpuPiece: 't3', wasmPiece: 't9', webgpuText: 't1t2t3t4', wasmText: 't1t2t9t4' },
    });
  });

  it('a failed WASM load is a message naming that stage, and the model on WebGPU stays loaded', async () => {
    const { session, workers } = await loadedSession({ tokens: { webgpu: [1], wasm: [1] }, wasmLoadError: 'q4f16 is not supported on wasm' });
    await session.checkGpu();
    expect(session.gpuCheck).toEqual({ phase: 'failed', stage: 'wasm-load', message: 'q4f16 is not supported on wasm' });
    expect(workers[1]!.terminated).toBe(true);
    expect(session.phase).toBe('ready');
  });

  it('cancel ends the WASM worker at once and drops the check', async () => {
    const { session, workers } = await loadedSession({ tokens: { webgpu: [1], wasm: [1] }, wasmLoadHangs: true });
    const checking = session.checkGpu();
    await new Promise((r) => setTimeout(r, 10));
    expect(session.gpuCheck).toEqual({ phase: 'running', stage: 'wasm-load' });
    session.cancelGpuCheck();
    await checking;
    expect(session.gpuCheck).toEqual({ phase: 'cancelled' });
    expect(workers[1]!.terminated).toBe(true);
    expect(session.phase).toBe('ready');
  });

  it('does nothing unless the model is loaded on WebGPU', async () => {
    const workers: FakeWorker[] = [];
    const session = new LocalModelSession(() => {
      const w = new FakeWorker({ tokens: { webgpu: [1], wasm: [1] } });
      workers.push(w);
      return w;
    });
    await session.load({ model: 'tiny' }, { device: 'wasm', dtype: 'q8', reason: { en: '', es: '' } }, undefined);
    await session.checkGpu();
    expect(session.gpuCheck).toEqual({ phase: 'idle' });
    expect(workers).toHaveLength(1);
  });
});
