// The teacher's price table in the browser: defaults until edited, each edit kept, a corrupt stored table shown
// and not dropped (the defaults price meanwhile), Reset back to the shipped table.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICES } from '../../../../../src/core/cost/index.ts';
import { PRICES_KEY, PriceStore, type KeyValueStorage } from '../../../../../src/ui/common/cost/price-store.svelte.ts';

class FakeStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  failWrites = false;
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const first = DEFAULT_PRICES[0];
if (!first) throw new Error('the default table is empty');

describe('PriceStore', () => {
  it('starts from the defaults when nothing is stored', () => {
    const store = new PriceStore(new FakeStorage());
    expect(store.table).toEqual(DEFAULT_PRICES);
    expect(store.problem).toBeNull();
  });

  it('keeps an edit, which a new store (a reload) reads back', () => {
    const storage = new FakeStorage();
    expect(new PriceStore(storage).edit(first.id, { input: 7.5 })).toBeNull();
    expect(new PriceStore(storage).table[0]).toMatchObject({ id: first.id, input: 7.5 });
  });

  it('refuses an edit that would make the table invalid, and changes nothing', () => {
    const storage = new FakeStorage();
    const store = new PriceStore(storage);
    expect(store.edit(first.id, { input: -1 })?.en).toContain('row 1, input');
    expect(store.table[0]?.input).toBe(first.input);
    expect(storage.items.size).toBe(0);
  });

  it('adds and removes rows', () => {
    const store = new PriceStore(new FakeStorage());
    const id = store.add('2026-12-01');
    expect(store.table.at(-1)).toMatchObject({ id, checkedOn: '2026-12-01', cachedInput: null });
    store.remove(id);
    expect(store.table).toEqual(DEFAULT_PRICES);
  });

  it('resets to the shipped table and forgets what was stored', () => {
    const storage = new FakeStorage();
    const store = new PriceStore(storage);
    store.edit(first.id, { input: 9 });
    store.chosen = first.id;
    store.reset();
    expect(store.table).toEqual(DEFAULT_PRICES);
    expect(store.chosen).toBeNull();
    expect(storage.items.has(PRICES_KEY)).toBe(false);
  });

  it.each([
    ['text that is not JSON', '{oops'],
    ['a table with a bad price', JSON.stringify([{ ...first, output: 'cheap' }])],
  ])('with %s stored: prices with the defaults, says why and keeps the stored text until reset', (_, stored) => {
    const storage = new FakeStorage();
    storage.items.set(PRICES_KEY, stored);
    const store = new PriceStore(storage);
    expect(store.table).toEqual(DEFAULT_PRICES);
    expect(store.problem?.stored).toBe(stored);
    expect(store.problem?.message.en).toMatch(/price table is not valid/);
    expect(storage.items.get(PRICES_KEY)).toBe(stored);
    store.reset();
    expect(store.problem).toBeNull();
    expect(storage.items.has(PRICES_KEY)).toBe(false);
  });

  it('says when the browser will not keep the table, and keeps the edit for the visit', () => {
    const storage = new FakeStorage();
    storage.failWrites = true;
    const store = new PriceStore(storage);
    expect(store.edit(first.id, { output: 1 })).toBeNull();
    expect(store.saveFailed).toBe(true);
    expect(store.table[0]?.output).toBe(1);
  });

  it("prices a run with the picked row, else its provider's first row", () => {
    const store = new PriceStore(new FakeStorage());
    expect(store.rowFor('openai-chat')?.provider).toBe('openai');
    store.chosen = first.id;
    expect(store.rowFor('openai-chat')).toEqual(first);
    store.remove(first.id);
    expect(store.chosen).toBeNull();
  });
});
