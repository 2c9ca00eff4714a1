// The slot a panel shows: one play per key, a fresh play on demand, the newest play wins.
import { describe, expect, it } from 'vitest';
import { RunSlot } from './run-slot.svelte.ts';

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

describe('RunSlot', () => {
  it('plays a key once, again only when asked afresh', async () => {
    const slot = new RunSlot<number>();
    let plays = 0;
    const work = () => Promise.resolve(++plays);
    slot.play('a', work);
    expect(slot.state).toEqual({ status: 'running', key: 'a' });
    slot.play('a', work);
    await settle();
    expect(slot.state).toEqual({ status: 'done', key: 'a', value: 1 });
    slot.play('a', work);
    await settle();
    expect(plays).toBe(1);
    slot.play('a', work, true);
    await settle();
    expect(slot.state).toEqual({ status: 'done', key: 'a', value: 2 });
  });

  it('an older run that ends late does not replace a newer one', async () => {
    const slot = new RunSlot<string>();
    const old = deferred<string>();
    slot.play('old', () => old.promise);
    slot.play('new', () => Promise.resolve('new'));
    await settle();
    old.resolve('old');
    await settle();
    expect(slot.state).toEqual({ status: 'done', key: 'new', value: 'new' });
  });

  it('a failure is shown with its message and can be tried again; clear forgets a run still going', async () => {
    const slot = new RunSlot<string>();
    slot.play('a', () => Promise.reject(new Error('no simulators')));
    await settle();
    expect(slot.state).toEqual({ status: 'failed', key: 'a', message: 'no simulators' });
    const late = deferred<string>();
    slot.play('a', () => late.promise);
    expect(slot.state.status).toBe('running');
    slot.clear();
    late.resolve('late');
    await settle();
    expect(slot.state).toEqual({ status: 'idle' });
  });
});
