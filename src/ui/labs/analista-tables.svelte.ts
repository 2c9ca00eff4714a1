// The analyst's table for this tab: the bundled quarter of orders, or a file the student picked. The file is
// read in the browser and never sent anywhere; one that cannot be read leaves the current table in place, with
// the reason shown. Module state, so the table survives a visit to another lab.
import {
  type AnalistaKit,
  createAnalistaKit,
  loadTable,
  type LocalizedText,
  type Table,
  type TableResult,
} from '../../core/labs/index.ts';
import { loadBundledOrders } from './bundled-orders.ts';
import { errorMessage } from '../../core/errors/index.ts';

export class AnalistaTables {
  /** The table the tools read now. */
  current: Table | null = $state.raw(null);
  /** A new id for every table loaded, so runs over a file are never mistaken for runs over another. */
  id = $state('');
  /** The bundled orders (the question set's table). */
  bundled: Table | null = $state.raw(null);
  /** Why the last file could not be read; cleared by the next load that works. */
  error: LocalizedText | null = $state.raw(null);
  /** What the last load left out (columns with no plain reading). */
  notes: LocalizedText[] = $state.raw([]);
  loading = $state(false);
  #kit: AnalistaKit | undefined;
  #serial = 0;
  #bundledLoad: Promise<void> | undefined;

  /** Reads the bundled orders once (from the site's data folder). */
  loadBundled(): Promise<void> {
    this.#bundledLoad ??= (async () => {
      const result = await loadBundledOrders();
      if (!result.ok) {
        this.error = result.error;
        // Tried again on the next visit.
        this.#bundledLoad = undefined;
        return;
      }
      this.bundled = result.table;
      // A student's file picked while the bundled one was still loading stays.
      if (this.#kit) return;
      this.#kit = createAnalistaKit(result.table);
      this.#show(result.table, result.notes);
    })();
    return this.#bundledLoad;
  }

  async loadFile(file: File): Promise<void> {
    this.loading = true;
    let result: TableResult;
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      result = this.#kit ? await this.#kit.load(file.name, bytes) : await loadTable(file.name, bytes);
    } catch (error) {
      // The browser could not read the file at all (removed, no permission).
      const why = errorMessage(error);
      result = { ok: false, error: { en: `${file.name} could not be read (${why}).`, es: `No se pudo leer ${file.name} (${why}).` } };
    }
    this.loading = false;
    if (!result.ok) {
      this.error = result.error;
      return;
    }
    this.#kit ??= createAnalistaKit(result.table);
    this.#show(result.table, result.notes);
  }

  /** Back to the bundled orders. */
  useBundled(): void {
    if (!this.bundled) return;
    this.#kit = createAnalistaKit(this.bundled);
    this.#show(this.bundled, []);
  }

  #show(table: Table, notes: LocalizedText[]): void {
    this.current = table;
    this.id = `${++this.#serial}`;
    this.error = null;
    this.notes = notes;
  }
}

export const analistaTables = new AnalistaTables();
