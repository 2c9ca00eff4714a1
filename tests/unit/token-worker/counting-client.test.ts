// The page's side of the counting worker, over a fake worker: the worker starts on the first count asked for, not
// before; counts come back for the texts asked, are known from then on; `ready` says when the encoder has loaded;
// a worker that fails to load, crashes, cannot start or goes silent rejects what it holds, saying why (the failure
// is the answer for a while, then a later count starts a new worker).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countingClient } from '../../../src/token-worker/counting-client.ts';
import type { CountRequest, TokenWorkerMessage } from '../../../src/token-worker/token-worker-messages.ts';

class FakeWorker {
  onmessage: ((event: MessageEvent<TokenWorkerMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  sent: CountRequest[] = [];
  terminated = false;
  postMessage(request: CountRequest) {
    this.sent.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  say(message: TokenWorkerMessage) {
    this.onmessage?.({ data: message } as MessageEvent<TokenWorkerMessage>);
  }
  /** Answers every request so far with each text's length. */
  answer() {
    for (const { id, texts } of this.sent.splice(0)) this.say({ type: 'counts', id, counts: texts.map((t) => t.length) });
  }
  crash(message: string) {
    this.onerror?.({ message, preventDefault: () => undefined } as ErrorEvent);
  }
}

function spawner() {
  const workers: FakeWorker[] = [];
  const spawn = () => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker as unknown as Worker;
  };
  return { workers, spawn };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the counting client', () => {
  it('starts its worker on the first count asked for, counts in it in one message, and knows a count once it is back', async () => {
    const { workers, spawn } = spawner();
    const counter = countingClient(spawn);
    expect(counter.known('hola')).toBeUndefined();
    expect(counter.ready()).toBe(false);
    expect(counter.bound('hola')).toBeGreaterThanOrEqual(1);
    // Nothing asked, nothing started: a page's first run never waits on the encoder's download.
    expect(workers).toHaveLength(0);
    const counts = counter.count(['hola', 'adiós']);
    expect(workers).toHaveLength(1);
    expect(workers[0]?.sent).toEqual([{ id: 1, texts: ['hola', 'adiós'] }]);
    workers[0]?.say({ type: 'loaded' });
    expect(counter.ready()).toBe(true);
    workers[0]?.answer();
    expect(await counts).toEqual([4, 5]);
    expect(counter.known('hola')).toBe(4);
    // Known texts are answered without a message.
    expect(await counter.count(['adiós'])).toEqual([5]);
    expect(workers[0]?.sent).toEqual([]);
    expect(workers).toHaveLength(1);
    expect(counter.failure()).toBeUndefined();
  });

  it('starts its worker when the page has a moment, sending what was asked meanwhile', async () => {
    const { workers, spawn } = spawner();
    let start = () => {};
    const counter = countingClient(spawn, (later) => (start = later));
    const first = counter.count(['hola']);
    const second = counter.count(['adiós']);
    expect(workers).toHaveLength(0);
    start();
    expect(workers).toHaveLength(1);
    expect(workers[0]?.sent.map((r) => r.texts)).toEqual([['hola'], ['adiós']]);
    workers[0]?.answer();
    expect(await Promise.all([first, second])).toEqual([[4], [5]]);
  });

  it('asks once for a text asked for again while its count is on its way', async () => {
    const { workers, spawn } = spawner();
    const counter = countingClient(spawn);
    const first = counter.count(['hola', 'hola']);
    const again = counter.count(['hola', 'mundo']);
    expect(workers[0]?.sent).toEqual([
      { id: 1, texts: ['hola'] },
      { id: 2, texts: ['mundo'] },
    ]);
    workers[0]?.answer();
    expect(await first).toEqual([4, 4]);
    expect(await again).toEqual([4, 5]);
  });

  it('an encoder that cannot load rejects what the worker holds, says why, and a count 10 s later starts a new worker', async () => {
    vi.useFakeTimers();
    const { workers, spawn } = spawner();
    const counter = countingClient(spawn);
    const held = counter.count(['hola']);
    workers[0]?.say({ type: 'failed', message: 'Failed to fetch dynamically imported module' });
    await expect(held).rejects.toThrow('the o200k_base token counter could not run: Failed to fetch dynamically imported module');
    expect(workers[0]?.terminated).toBe(true);
    expect(counter.ready()).toBe(false);
    expect(counter.failure()).toBe('Failed to fetch dynamically imported module');
    await expect(counter.count(['hola'])).rejects.toThrow('could not run: Failed to fetch dynamically imported module');
    expect(workers).toHaveLength(1);
    vi.advanceTimersByTime(10_000);
    const again = counter.count(['hola']);
    expect(workers).toHaveLength(2);
    expect(counter.failure()).toBeUndefined();
    workers[1]?.answer();
    expect(await again).toEqual([4]);
  });

  it('a crashed worker rejects its counts with its error', async () => {
    const { workers, spawn } = spawner();
    const counter = countingClient(spawn);
    const held = counter.count(['a', 'b']);
    workers[0]?.crash('out of memory');
    await expect(held).rejects.toThrow('could not run: out of memory');
  });

  it('a count the worker could not make is rejected, the others kept', async () => {
    const { workers, spawn } = spawner();
    const counter = countingClient(spawn);
    const one = counter.count(['a']);
    const two = counter.count(['bb']);
    const [first, second] = workers[0]?.sent ?? [];
    workers[0]?.say({ type: 'error', id: first?.id ?? 0, message: 'boom' });
    workers[0]?.say({ type: 'counts', id: second?.id ?? 0, counts: [2] });
    await expect(one).rejects.toThrow('could not run: boom');
    expect(await two).toEqual([2]);
  });

  it('a worker that cannot start rejects at once', async () => {
    const counter = countingClient(() => {
      throw new Error('Workers are not allowed here');
    });
    await expect(counter.count(['a'])).rejects.toThrow('the o200k_base token counter could not run: Workers are not allowed here');
    expect(counter.failure()).toBe('Workers are not allowed here');
  });

  it('a worker that goes silent is given up after a minute: the run does not hang', async () => {
    vi.useFakeTimers();
    const { spawn } = spawner();
    const counter = countingClient(spawn);
    const held = counter.count(['a']);
    const failed = expect(held).rejects.toThrow('no answer in 60 s');
    await vi.advanceTimersByTimeAsync(60_000);
    await failed;
  });
});
