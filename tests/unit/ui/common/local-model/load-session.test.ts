// The session's Load with fake workers and a fake clock: the pace (rate, time left, a stall that clears when bytes
// resume), Cancel (the worker ended, the session empty and ready for another Load), and a failure's cause.
import { describe, expect, it } from 'vitest';
import type { LoadTiming } from '../../../../../src/ui/common/local-model/load-pace.svelte.ts';
import { LocalModelSession } from '../../../../../src/ui/common/local-model/local-model-session.svelte.ts';
import type { WorkerPort } from '../../../../../src/llm/worker/client/model-worker-client.ts';
import type { FileProgress, WorkerEvent, WorkerRequest } from '../../../../../src/llm/worker/protocol.ts';
import { STALL_MS } from '../../../../../src/llm/load-progress.ts';

const report = { webgpu: { available: false, reason: { en: 'none', es: 'ninguno' } }, crossOriginIsolated: false, cores: 4, wasmThreads: 1 };

/** A worker that answers `check` and leaves `load` open until the test says (progress events, reply or failure). */
class FakeWorker implements WorkerPort {
  terminated = false;
  loadId: number | undefined;
  private listener: ((event: MessageEvent<WorkerEvent>) => void) | null = null;
  postMessage(message: WorkerRequest): void {
    if (message.type === 'load') this.loadId = message.id;
    else queueMicrotask(() => this.send({ id: message.id, type: 'reply', ok: true, value: message.type === 'check' ? report : null }));
  }
  terminate(): void {
    this.terminated = true;
  }
  addEventListener(type: string, listener: (event: never) => void): void {
    if (type === 'message') this.listener = listener as never;
  }
  send(event: WorkerEvent): void {
    if (!this.terminated) this.listener?.({ data: event } as MessageEvent<WorkerEvent>);
  }
  progress(p: FileProgress): void {
    this.send({ id: this.loadId!, type: 'progress', ...p });
  }
}

function setup() {
  let now = 0;
  let tick: (() => void) | null = null;
  const timing: LoadTiming = {
    now: () => now,
    every: (fn) => {
      tick = fn;
      return () => (tick = null);
    },
  };
  const workers: FakeWorker[] = [];
  const session = new LocalModelSession(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w;
  }, timing);
  /** Moves the clock, one tick a second. */
  const advance = (ms: number) => {
    for (let t = 0; t < ms; t += 1000) {
      now += Math.min(1000, ms - t);
      tick?.();
    }
  };
  return { session, workers, advance, ticking: () => tick !== null };
}

const source = { model: 'tiny', localModelPath: '/models/' };
const choice = { device: 'wasm' as const, dtype: 'q8' as const, reason: { en: '', es: '' } };
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('LocalModelSession load', () => {
  it('keeps a pace: rate and time left from the bytes, a stall after 20 s without any, cleared when bytes resume', async () => {
    const { session, workers, advance } = setup();
    const loading = session.load(source, choice, undefined);
    const w = workers[0]!;
    w.progress({ file: 'onnx/model_quantized.onnx', status: 'initiate' });
    advance(1000);
    w.progress({ file: 'onnx/model_quantized.onnx', status: 'progress', loaded: 1_000_000, total: 5_000_000, progress: 20 });
    advance(1000);
    expect(session.pace.bytesPerSecond).toBe(500_000);
    expect(session.pace.secondsLeft).toBe(8);
    expect(session.announced).toMatchObject({ loaded: 1_000_000, total: 5_000_000 });
    expect(session.pace.stalledMs).toBeUndefined();

    advance(STALL_MS);
    expect(session.pace.stalledMs).toBeGreaterThanOrEqual(STALL_MS);
    w.progress({ file: 'onnx/model_quantized.onnx', status: 'progress', loaded: 2_000_000, total: 5_000_000, progress: 40 });
    advance(1000);
    expect(session.pace.stalledMs).toBeUndefined();

    w.send({ id: w.loadId!, type: 'reply', ok: true, value: { model: 'tiny', device: 'wasm', dtype: 'q8', loadMs: 1, warmupMs: 1, threads: 1 } });
    await loading;
    expect(session.phase).toBe('ready');
    expect(session.pace.stalledMs).toBeUndefined();
  });

  it('says no stall while the session is created after the last byte (warm-up or all files done)', () => {
    const { session, workers, advance } = setup();
    void session.load(source, choice, undefined);
    const w = workers[0]!;
    w.progress({ file: 'config.json', status: 'progress', loaded: 10, total: 10, progress: 100 });
    w.progress({ file: 'config.json', status: 'done' });
    advance(STALL_MS + 1000);
    expect(session.pace.stalledMs).toBeUndefined();
  });

  it('Cancel ends the worker at once, empties the session, and the next Load starts a fresh worker', async () => {
    const { session, workers, advance, ticking } = setup();
    const loading = session.load(source, choice, undefined);
    workers[0]!.progress({ file: 'config.json', status: 'initiate' });
    advance(STALL_MS);
    expect(session.pace.stalledMs).toBe(STALL_MS);

    session.cancelLoad();
    await loading;
    expect(workers[0]!.terminated).toBe(true);
    expect(session.phase).toBe('empty');
    expect(session.cancelled).toBe(true);
    expect(session.error).toBeNull();
    expect(session.pace.stalledMs).toBeUndefined();
    expect(ticking()).toBe(false);
    await flush();
    // The report is read again, from the fresh worker.
    expect(workers).toHaveLength(2);
    expect(session.report).toEqual(report);

    const again = session.load(source, choice, undefined);
    expect(session.cancelled).toBe(false);
    const w = workers[1]!;
    w.send({ id: w.loadId!, type: 'reply', ok: true, value: { model: 'tiny', device: 'wasm', dtype: 'q8', loadMs: 1, warmupMs: 1, threads: 1 } });
    await again;
    expect(session.phase).toBe('ready');
  });

  it('a failed Load keeps its message and names its cause', async () => {
    const { session, workers } = setup();
    const loading = session.load({ model: 'onnx-community/Qwen2.5-0.5B-Instruct' }, choice, undefined);
    const w = workers[0]!;
    w.send({ id: w.loadId!, type: 'reply', ok: false, error: 'Could not load the model "x" from the Hugging Face Hub: Failed to fetch; Failed to fetch' });
    await loading;
    expect(session.phase).toBe('empty');
    expect(session.error).toContain('Failed to fetch');
    expect(session.failure).toBe('unreachable');
  });
});
