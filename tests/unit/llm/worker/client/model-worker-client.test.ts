// The worker client's bookkeeping with a fake worker: one promise per request, events passed on, a crash
// detected and recovered from by restart(), unload ending the worker.
import { describe, expect, it } from 'vitest';
import { ModelWorkerClient, type ClientEvent, type WorkerPort } from '../../../../../src/llm/worker/client/model-worker-client.ts';
import type { WorkerEvent, WorkerRequest } from '../../../../../src/llm/worker/protocol.ts';

class FakeWorker implements WorkerPort {
  readonly sent: WorkerRequest[] = [];
  terminated = false;
  private readonly listeners = new Map<string, ((event: never) => void)[]>();

  postMessage(message: WorkerRequest): void {
    this.sent.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  addEventListener(type: string, listener: (event: never) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(data: WorkerEvent): void {
    for (const l of this.listeners.get('message') ?? []) l({ data } as never);
  }
  fail(message: string): { prevented: boolean } {
    const event = { message, prevented: false, preventDefault() { this.prevented = true; } };
    for (const l of this.listeners.get('error') ?? []) l(event as never);
    return event;
  }
}

function setup() {
  const workers: FakeWorker[] = [];
  const events: ClientEvent[] = [];
  const client = new ModelWorkerClient(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w;
  }, (e) => events.push(e));
  return { client, workers, events };
}

const turn = { text: 'Hola', stopReason: 'end_of_turn' as const, stats: { inputTokens: 3, reusedTokens: 0, prefilledTokens: 3, generatedTokens: 2, prefillMs: 1, decodeMs: 1, tokensPerSecond: 1000 } };

describe('ModelWorkerClient', () => {
  it('starts the worker on the first request and resolves each reply by id, passing events on', async () => {
    const { client, workers, events } = setup();
    expect(workers).toHaveLength(0);
    const generating = client.generate({ prompt: 'p', maxNewTokens: 5, kvReuse: true });
    const resetting = client.reset();
    const [w] = workers as [FakeWorker];
    expect(w.sent.map((r) => [r.id, r.type])).toEqual([[1, 'generate'], [2, 'reset']]);
    expect(w.sent[0]).toMatchObject({ prompt: 'p', maxNewTokens: 5, kvReuse: true });

    w.emit({ id: 1, type: 'token', tokens: 1, text: 'Ho' });
    w.emit({ id: 2, type: 'reply', ok: true, value: null });
    w.emit({ id: 1, type: 'reply', ok: true, value: turn });
    await expect(resetting).resolves.toBeNull();
    await expect(generating).resolves.toEqual(turn);
    expect(events).toEqual([{ type: 'token', tokens: 1, text: 'Ho' }]);
  });

  it('rejects a request the worker answered with an error, and stays usable', async () => {
    const { client, workers } = setup();
    const loading = client.load({ model: 'no-such-model', localModelPath: '/models/', device: 'wasm', dtype: 'q8' });
    workers[0]!.emit({ id: 1, type: 'reply', ok: false, error: 'Could not load the model "no-such-model"' });
    await expect(loading).rejects.toThrow('Could not load the model "no-such-model"');
    expect(client.crashed).toBeNull();
    const checking = client.check();
    expect(workers).toHaveLength(1);
    workers[0]!.emit({ id: 2, type: 'reply', ok: true, value: { crossOriginIsolated: false } });
    await expect(checking).resolves.toEqual({ crossOriginIsolated: false });
  });

  it('detects a crash: pending requests fail with one message, later ones too, until restart()', async () => {
    const { client, workers, events } = setup();
    const generating = client.generate({ prompt: 'p', maxNewTokens: 5, kvReuse: true });
    const crashing = client.crash();
    const event = workers[0]!.fail('Uncaught Error: crash requested by the page');
    expect(event.prevented).toBe(true);
    const message = 'The model worker crashed: crash requested by the page';
    await expect(generating).rejects.toThrow(message);
    await expect(crashing).rejects.toThrow(message);
    expect(workers[0]!.terminated).toBe(true);
    expect(events).toEqual([{ type: 'crash', message }]);
    expect(client.crashed).toBe(message);
    await expect(client.check()).rejects.toThrow(message);
    expect(workers).toHaveLength(1);

    client.restart();
    expect(client.crashed).toBeNull();
    const checking = client.check();
    expect(workers).toHaveLength(2);
    workers[1]!.emit({ id: 3, type: 'reply', ok: true, value: 'fresh' });
    await expect(checking).resolves.toBe('fresh');
  });

  it('ignores messages from a worker it already replaced', async () => {
    const { client, workers } = setup();
    const first = client.check();
    client.restart();
    await expect(first).rejects.toThrow('the model worker was stopped');
    const second = client.check();
    workers[0]!.emit({ id: 2, type: 'reply', ok: true, value: 'stale' });
    workers[1]!.emit({ id: 2, type: 'reply', ok: true, value: 'fresh' });
    await expect(second).resolves.toBe('fresh');
  });

  it('unload frees the model, then ends the worker; the next request starts a new one', async () => {
    const { client, workers } = setup();
    const unloading = client.unload();
    expect(unloading).toBeInstanceOf(Promise);
    // unload() awaits a worker only when one is running.
    await unloading;
    expect(workers).toHaveLength(0);

    const checking = client.check();
    workers[0]!.emit({ id: 1, type: 'reply', ok: true, value: null });
    await checking;
    const unloading2 = client.unload();
    expect(workers[0]!.sent.at(-1)!.type).toBe('unload');
    workers[0]!.emit({ id: 2, type: 'reply', ok: true, value: null });
    await unloading2;
    expect(workers[0]!.terminated).toBe(true);
    void client.check();
    expect(workers).toHaveLength(2);
  });

  it("keeps a worker while Loads stay on its runtime build; another device's build gets a fresh worker", async () => {
    const { client, workers } = setup();
    const source = { model: 'tiny', localModelPath: '/models/' };
    const load = async (device: 'wasm' | 'webgpu', id: number) => {
      const loading = client.load({ ...source, device, dtype: 'q8' });
      workers.at(-1)!.emit({ id, type: 'reply', ok: true, value: { device } });
      await loading;
    };
    // The device report first: it starts no runtime, so the first Load keeps that worker.
    const checking = client.check();
    workers[0]!.emit({ id: 1, type: 'reply', ok: true, value: null });
    await checking;
    await load('wasm', 2);
    await load('wasm', 3);
    expect(workers).toHaveLength(1);
    // The WASM-only build has no WebGPU: a fresh worker, the old one ended.
    await load('webgpu', 4);
    expect(workers).toHaveLength(2);
    expect(workers[0]!.terminated).toBe(true);
    expect(workers[1]!.sent.map((r) => r.type)).toEqual(['load']);
    // And back on WASM, the plain build again in a worker of its own.
    await load('wasm', 5);
    expect(workers).toHaveLength(3);
    expect(workers[1]!.terminated).toBe(true);
    // A preflight starts a runtime too: on WebGPU after a WASM Load, a fresh worker.
    void client.preflight({ dims: { layers: 1 } as never, device: 'webgpu', dtype: 'q4' });
    expect(workers).toHaveLength(4);
    expect(workers[3]!.sent.map((r) => [r.type, (r as { device?: string }).device])).toEqual([['preflight', 'webgpu']]);
    expect(client.crashed).toBeNull();
  });

  it('exposes the worker as a LocalGenerator', async () => {
    const { client, workers } = setup();
    const gen = client.generator();
    const rendering = gen.render([{ role: 'user', content: 'Hola' }], []);
    workers[0]!.emit({ id: 1, type: 'reply', ok: true, value: { prompt: 'P', tokens: 9 } });
    await expect(rendering).resolves.toEqual({ prompt: 'P', tokens: 9 });
    const generating = gen.generate('P', { maxNewTokens: 80, kvReuse: false });
    expect(workers[0]!.sent[1]).toEqual({ id: 2, type: 'generate', prompt: 'P', maxNewTokens: 80, kvReuse: false });
    workers[0]!.emit({ id: 2, type: 'reply', ok: true, value: turn });
    await expect(generating).resolves.toEqual(turn);
  });
});
