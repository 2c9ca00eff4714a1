// The bench's results kept in this browser as they come (IndexedDB through idb-keyval in the page; a Map in the
// tests), so a reload keeps a finished half and Resume hands them to runEval's `done`. One key per bench (the
// knobs and seed, eval-params.ts benchKey). Writes are coalesced: one in flight, the latest list written after it,
// so a result a millisecond never costs a write each. What is read back is checked with the record's schema: a
// stored list from an older build that no longer fits is dropped rather than shown wrong.
import { EvalResultSchema, resultKey, type EvalResult } from '../../core/eval/index.ts';

export interface KeyValueStorage {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

export class ResultsStore {
  readonly key: string;
  readonly #storage: KeyValueStorage;
  #results: EvalResult[] = [];
  #writing: Promise<void> | undefined;
  #dirty = false;

  constructor(storage: KeyValueStorage, key: string) {
    this.#storage = storage;
    this.key = key;
  }

  get results(): readonly EvalResult[] {
    return this.#results;
  }

  /** Reads what this browser kept under the key; a list that does not parse reads as none. */
  async load(): Promise<readonly EvalResult[]> {
    const stored = await this.#storage.get(this.key);
    const parsed = EvalResultSchema.array().safeParse(stored);
    this.#results = parsed.success ? parsed.data : [];
    return this.#results;
  }

  /** Adds results (one with the key of a kept one replaces it) and saves. */
  add(...results: readonly EvalResult[]): void {
    const byKey = new Map(this.#results.map((r) => [keyOf(r), r]));
    for (const r of results) byKey.set(keyOf(r), r);
    this.#results = [...byKey.values()];
    this.#save();
  }

  async clear(): Promise<void> {
    this.#results = [];
    this.#dirty = false;
    await this.#writing;
    await this.#storage.del(this.key);
  }

  /** Resolves once the latest list is written. */
  async flush(): Promise<void> {
    while (this.#writing) await this.#writing;
  }

  #save(): void {
    if (this.#writing) {
      this.#dirty = true;
      return;
    }
    this.#writing = (async () => {
      do {
        this.#dirty = false;
        await this.#storage.set(this.key, this.#results);
      } while (this.#dirty);
    })().finally(() => (this.#writing = undefined));
  }
}

/** A result's key within a bench: the run's, and its suite (a lab's question ids are its own). */
const keyOf = (r: EvalResult) => `${r.suite}|${resultKey(r)}`;
