// The bench's results kept as they come: read back after a "reload" (a new store on the same storage), a run of the
// same key replacing the kept one, writes coalesced while one is in flight, a stored list that no longer fits the
// record dropped, and Clear forgetting the key.
import { describe, expect, it } from 'vitest';
import { ResultsStore, type KeyValueStorage } from '../../../../src/ui/eval/results-store.ts';
import { result } from './eval-result-fixture.ts';

/** A Map behind the storage interface, counting writes; `hold` keeps each write pending until released. */
function fakeStorage() {
  const map = new Map<string, unknown>();
  const pending: (() => void)[] = [];
  let holding = false;
  const storage: KeyValueStorage & { writes: number; hold(on: boolean): void; release(): void; map: Map<string, unknown> } = {
    writes: 0,
    map,
    get: (key) => Promise.resolve(structuredClone(map.get(key))),
    async set(key, value) {
      storage.writes++;
      const copy = structuredClone(value);
      if (holding) await new Promise<void>((resolve) => pending.push(resolve));
      map.set(key, copy);
    },
    del: (key) => Promise.resolve(void map.delete(key)),
    hold: (on) => (holding = on),
    release: () => pending.splice(0).forEach((resolve) => resolve()),
  };
  return storage;
}

describe('ResultsStore', () => {
  it('keeps results as they come, and a new store on the same storage reads them back (a reload)', async () => {
    const storage = fakeStorage();
    const store = new ResultsStore(storage, 'eval:s0');
    await store.load();
    store.add(result({ run: 0 }));
    store.add(result({ run: 1, passed: false, correct: false }));
    await store.flush();
    const reloaded = new ResultsStore(storage, 'eval:s0');
    expect(await reloaded.load()).toEqual([result({ run: 0 }), result({ run: 1, passed: false, correct: false })]);
    expect(await new ResultsStore(storage, 'eval:s1').load()).toEqual([]);
  });

  it('replaces a kept run by one of the same key (an import over the bench)', async () => {
    const store = new ResultsStore(fakeStorage(), 'k');
    store.add(result({ run: 0, ms: 1 }), result({ run: 1 }));
    store.add(result({ run: 0, ms: 9 }));
    expect(store.results.map((r) => [r.run, r.ms])).toEqual([[0, 9], [1, 3]]);
    // Another suite's run of the same task and run is another run.
    store.add(result({ run: 0, suite: 'lab:tienda' }));
    expect(store.results).toHaveLength(3);
  });

  it('writes once while a write is in flight, then the latest list', async () => {
    const storage = fakeStorage();
    const store = new ResultsStore(storage, 'k');
    storage.hold(true);
    store.add(result({ run: 0 }));
    for (let run = 1; run < 20; run++) store.add(result({ run }));
    expect(storage.writes).toBe(1);
    storage.hold(false);
    storage.release();
    await store.flush();
    expect(storage.writes).toBe(2);
    expect((storage.map.get('k') as unknown[]).length).toBe(20);
  });

  it('reads a stored list that does not fit the record as none, and Clear forgets the key', async () => {
    const storage = fakeStorage();
    storage.map.set('old', [{ taskId: 'x', passed: 'yes' }]);
    const old = new ResultsStore(storage, 'old');
    expect(await old.load()).toEqual([]);
    const store = new ResultsStore(storage, 'k');
    store.add(result());
    await store.flush();
    await store.clear();
    expect(store.results).toEqual([]);
    expect(storage.map.has('k')).toBe(false);
    expect(await new ResultsStore(storage, 'k').load()).toEqual([]);
  });
});
