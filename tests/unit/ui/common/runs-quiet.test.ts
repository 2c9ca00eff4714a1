import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPlaying, whenRunsQuiet } from '../../../../src/ui/common/runs-quiet.ts';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(1);
  return done;
};

describe('whenRunsQuiet', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves at once when no run plays', async () => {
    await expect(whenRunsQuiet()).resolves.toBeUndefined();
  });

  it('waits for the last playing run, and for one a store starts in the same turn as another ends', async () => {
    vi.useFakeTimers();
    const first = runPlaying();
    const quiet = whenRunsQuiet();
    expect(await settled(quiet)).toBe(false);
    first();
    const next = runPlaying();
    expect(await settled(quiet)).toBe(false);
    next();
    next();
    expect(await settled(quiet)).toBe(true);
  });

  it('gives up waiting after maxMs (a run held by a live step-through)', async () => {
    vi.useFakeTimers();
    const held = runPlaying();
    const quiet = whenRunsQuiet(5000);
    expect(await settled(quiet)).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await settled(quiet)).toBe(true);
    held();
  });
});
