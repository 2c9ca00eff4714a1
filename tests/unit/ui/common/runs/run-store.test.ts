// The runs a page shows: one play per key, a fresh play on demand, the newest play of a key wins, `current` is
// the key played last; a set of runs' progress.
import { describe, expect, it } from 'vitest';
import { playProgress, RunStore } from '../../../../../src/ui/common/runs/run-store.svelte.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RunStore', () => {
  it('plays a key once, again only when asked afresh', async () => {
    const slot = new RunStore<number>();
    let plays = 0;
    const work = () => Promise.resolve(++plays);
    slot.play('a', work);
    expect(slot.current).toEqual({ status: 'running', key: 'a' });
    slot.play('a', work);
    await settle();
    expect(slot.current).toEqual({ status: 'done', key: 'a', value: 1 });
    slot.play('a', work);
    await settle();
    expect(plays).toBe(1);
    slot.play('a', work, true);
    await settle();
    expect(slot.current).toEqual({ status: 'done', key: 'a', value: 2 });
  });

  it('an older run that ends late does not replace a newer one', async () => {
    const slot = new RunStore<string>();
    const old = deferred<string>();
    slot.play('old', () => old.promise);
    slot.play('new', () => Promise.resolve('new'));
    await settle();
    old.resolve('old');
    await settle();
    expect(slot.current).toEqual({ status: 'done', key: 'new', value: 'new' });
  });

  it('a failure is shown with its message and can be tried again; clear forgets a run still going', async () => {
    const slot = new RunStore<string>();
    slot.play('a', () => Promise.reject(new Error('no simulators')));
    await settle();
    expect(slot.current).toEqual({ status: 'failed', key: 'a', message: 'no simulators' });
    const late = deferred<string>();
    slot.play('a', () => late.promise);
    expect(slot.current.status).toBe('running');
    slot.clear();
    late.resolve('late');
    await settle();
    expect(slot.current).toEqual({ status: 'idle' });
  });
});

describe('RunStore by key', () => {
  it('keeps each key its own run: an older play of a key that ends late does not replace its newer play', async () => {
    const store = new RunStore<string>();
    const first = deferred<string>();
    store.play('a', () => first.promise);
    store.play('b', () => Promise.resolve('b'));
    store.play('a', () => Promise.resolve('a again'), true);
    await settle();
    first.resolve('a first');
    await settle();
    expect(store.get('a')).toEqual({ status: 'done', key: 'a', value: 'a again' });
    expect(store.get('b')).toEqual({ status: 'done', key: 'b', value: 'b' });
    expect(store.get('c')).toBeUndefined();
    expect(store.current).toEqual({ status: 'done', key: 'a', value: 'a again' });
  });
});

describe('playProgress', () => {
  it('counts done and failed runs as finished, running and unplayed ones as not', () => {
    expect(
      playProgress([
        { status: 'done', key: 'a', value: 1 },
        { status: 'failed', key: 'b', message: 'no simulators' },
        { status: 'running', key: 'c' },
        undefined,
        { status: 'idle' },
      ]),
    ).toEqual({ finished: 2, total: 5 });
    expect(playProgress([])).toEqual({ finished: 0, total: 0 });
  });
});

describe('RunStore with a bound', () => {
  it('plays at most `limit` runs at once, the rest in the order asked for, and drops one replaced while it waited', async () => {
    const store = new RunStore<string>({ limit: 2 });
    const pending: Record<string, ReturnType<typeof deferred<string>>> = {};
    const started: string[] = [];
    const work = (name: string) => () => {
      started.push(name);
      pending[name] = deferred<string>();
      return pending[name].promise;
    };
    for (const key of ['a', 'b', 'c', 'd']) store.play(key, work(key));
    expect(started).toEqual(['a', 'b']);
    // Waiting runs show as running: their requests (and timeouts) have not started.
    expect(store.get('c')).toEqual({ status: 'running', key: 'c' });
    // c asked for afresh while it waits: only the newer play of it runs, after d.
    store.play('c', work('c2'), true);
    pending.a?.resolve('a');
    await settle();
    expect(started).toEqual(['a', 'b', 'd']);
    pending.b?.resolve('b');
    await settle();
    expect(started).toEqual(['a', 'b', 'd', 'c2']);
    pending.d?.resolve('d');
    pending.c2?.resolve('c2');
    await settle();
    expect(store.get('c')).toEqual({ status: 'done', key: 'c', value: 'c2' });
    expect(store.get('a')).toEqual({ status: 'done', key: 'a', value: 'a' });
  });

  it('a work that throws at once fails its run and frees its place', async () => {
    const store = new RunStore<string>({ limit: 1 });
    store.play('a', () => {
      throw new Error('broken');
    });
    store.play('b', () => Promise.resolve('b'));
    await settle();
    expect(store.get('a')).toEqual({ status: 'failed', key: 'a', message: 'broken' });
    expect(store.get('b')).toEqual({ status: 'done', key: 'b', value: 'b' });
  });

  it('shows a value its work shows early as done, then the whole value; its place goes to the next run meanwhile', async () => {
    const counts = deferred<void>();
    const store = new RunStore<string>({ limit: 1 });
    store.play('a', async (shown) => {
      shown('a?');
      await counts.promise;
      return 'a!';
    });
    store.play('b', () => Promise.resolve('b'));
    await settle();
    expect(store.get('a')).toEqual({ status: 'done', key: 'a', value: 'a?' });
    // The run that waited started once the first had ended: a run shown early holds no place.
    expect(store.get('b')).toEqual({ status: 'done', key: 'b', value: 'b' });
    counts.resolve();
    await settle();
    expect(store.get('a')).toEqual({ status: 'done', key: 'a', value: 'a!' });
    expect(playProgress([store.get('a'), store.get('b')])).toEqual({ finished: 2, total: 2 });
  });

  it('a newer play of a key, or a clear, wins over an older one shown early', async () => {
    const counts = deferred<void>();
    const store = new RunStore<string>();
    store.play('a', async (shown) => {
      shown('old?');
      await counts.promise;
      return 'old!';
    });
    await settle();
    // Shown early, it has ended: Run all's progress counts it.
    expect(playProgress([store.get('a')])).toEqual({ finished: 1, total: 1 });
    store.play('a', () => Promise.resolve('new'), true);
    await settle();
    counts.resolve();
    await settle();
    expect(store.get('a')).toEqual({ status: 'done', key: 'a', value: 'new' });
  });
});
