// The teacher's price table, kept in this browser (localStorage): the defaults until edited, every edit saved at
// once. A stored table that cannot be read is never dropped in silence: the page prices with the defaults, says
// why, and shows the stored text until the teacher resets or edits (which replaces it).
import { checkPriceTable, DEFAULT_PRICES, defaultRowFor, parsePriceTable, type PriceRow } from '../../../core/cost/index.ts';
import type { Bilingual } from '../../../core/i18n/index.ts';

/** The part of Web Storage the store uses, so a test can hand it a fake. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const PRICES_KEY = 'agent-loop-lab/prices@1';

/** A row's editable fields. */
export type RowEdit = Partial<Omit<PriceRow, 'id'>>;

export class PriceStore {
  table: PriceRow[] = $state([...DEFAULT_PRICES]);
  /** The stored table that could not be read: why, and its text, kept on screen. */
  problem: { message: Bilingual; stored: string } | null = $state(null);
  /** The browser refused to keep the table (storage full or off): edits last only this visit. */
  saveFailed = $state(false);
  /** The row the teacher picked to price runs with; null: each run's default. */
  chosen: string | null = $state(null);
  readonly #storage: KeyValueStorage | undefined;

  constructor(storage: KeyValueStorage | undefined) {
    this.#storage = storage;
    let stored: string | null = null;
    try {
      stored = storage?.getItem(PRICES_KEY) ?? null;
    } catch {
      stored = null;
    }
    if (stored === null) return;
    const check = parsePriceTable(stored);
    if (check.ok) this.table = [...check.table];
    else this.problem = { message: check.message, stored };
  }

  /** The row that prices a run of `backend` and `model`: the one picked, else its model's, else the first of its vendor. */
  rowFor(backend: string, model?: string): PriceRow | undefined {
    return this.table.find((row) => row.id === this.chosen) ?? defaultRowFor(this.table, backend, model);
  }

  /** Changes a row; refused (with the reason) if the table would not be valid, and then nothing changes. */
  edit(id: string, change: RowEdit): Bilingual | null {
    return this.#replace(this.table.map((row) => (row.id === id ? { ...row, ...change } : row)));
  }

  /** Adds a blank row (today's date, no source yet) and gives its id. */
  add(today: string): string {
    let n = this.table.length + 1;
    while (this.table.some((row) => row.id === `custom/${n}`)) n++;
    const id = `custom/${n}`;
    this.#replace([...this.table, { id, provider: 'openai', model: `model ${n}`, input: 0, output: 0, cachedInput: null, checkedOn: today, source: '' }]);
    return id;
  }

  remove(id: string): void {
    if (this.chosen === id) this.chosen = null;
    this.#replace(this.table.filter((row) => row.id !== id));
  }

  /** Back to the shipped table; what was stored is removed. */
  reset(): void {
    this.table = [...DEFAULT_PRICES];
    this.problem = null;
    this.chosen = null;
    try {
      this.#storage?.removeItem(PRICES_KEY);
      this.saveFailed = false;
    } catch {
      this.saveFailed = true;
    }
  }

  #replace(next: PriceRow[]): Bilingual | null {
    const check = checkPriceTable(next);
    if (!check.ok) return check.message;
    this.table = next;
    this.problem = null;
    try {
      this.#storage?.setItem(PRICES_KEY, JSON.stringify(next));
      this.saveFailed = false;
    } catch {
      this.saveFailed = true;
    }
    return null;
  }
}

function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The page's one table. */
export const prices = new PriceStore(browserStorage());
