// The analyst's table for this tab: the bundled quarter of orders, or a file the student picked. The file is
// read in the browser, in a worker (so a big one neither freezes the page nor stops the Cancel button), and
// never sent anywhere; one that cannot be read leaves the current table in place, with the reason shown. A file
// that loads is kept in the browser until the student removes it, so a reload brings it back. Module state, so
// the table survives a visit to another lab.
import { type AnalistaKit, createAnalistaKit, type LocalizedText, type Table, type TableProgress, type TableResult } from '../../core/labs/index.ts';
import { loadBundledOrders } from '../common/analista/bundled-orders.ts';
import { forgetTable, keepTable, keptTable } from './kept-table.ts';
import { readTableInWorker, type TableRead } from './table-reader.ts';
import { errorMessage } from '../../core/errors/index.ts';

/** A file being read: its name, and how far the worker has got (`total` is its size in bytes). */
export interface Reading extends TableProgress {
  name: string;
  total: number;
}

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
  /** Something that went as the student asked or that is worth knowing, not an error: a cancelled read, a kept file dropped. */
  notice: LocalizedText | null = $state.raw(null);
  /** The file being read now, or null. */
  reading: Reading | null = $state.raw(null);
  /** The file kept in this browser, or null. */
  kept: { name: string; size: number } | null = $state.raw(null);
  #kit: AnalistaKit | undefined;
  #serial = 0;
  #bundledLoad: Promise<void> | undefined;
  #read: TableRead | undefined;
  #restore: Promise<void> | undefined;

  get loading(): boolean {
    return this.reading !== null;
  }

  /** Reads the bundled orders once (from the site's data folder), then the file kept in this browser, if any. */
  loadBundled(): Promise<void> {
    this.#bundledLoad ??= (async () => {
      const result = await loadBundledOrders();
      if (!result.ok) {
        this.error = result.error;
        // Tried again on the next visit.
        this.#bundledLoad = undefined;
      } else {
        this.bundled = result.table;
        // A student's file picked while the bundled one was still loading stays.
        if (!this.#kit) {
          this.#kit = createAnalistaKit(result.table);
          this.#show(result.table, result.notes);
        }
      }
      await (this.#restore ??= this.#restoreKept());
    })();
    return this.#bundledLoad;
  }

  async loadFile(file: File): Promise<void> {
    const result = await this.#readFile(file, file.name);
    if (!result) return;
    if (!result.ok) {
      this.error = result.error;
      return;
    }
    try {
      await keepTable(file.name, file);
      this.kept = { name: file.name, size: file.size };
    } catch (error) {
      // No IndexedDB (a private window, a full disk): the table is loaded all the same, for this visit.
      const why = errorMessage(error);
      this.notice = { en: `${file.name} is loaded, but this browser could not keep it for your next visit (${why}).`, es: `${file.name} está cargado, pero este navegador no pudo guardarlo para tu próxima visita (${why}).` };
    }
  }

  /** Stops the file being read; the table in use stays. */
  cancel(): void {
    this.#read?.cancel();
  }

  /** Forgets the kept file and goes back to the bundled orders. */
  async removeKept(): Promise<void> {
    try {
      await forgetTable();
    } catch (error) {
      const why = errorMessage(error);
      this.notice = { en: `This browser could not remove the kept file (${why}).`, es: `Este navegador no pudo borrar el archivo guardado (${why}).` };
      return;
    }
    this.kept = null;
    this.useBundled();
  }

  /** Back to the bundled orders. */
  useBundled(): void {
    if (!this.bundled) return;
    this.#kit = createAnalistaKit(this.bundled);
    this.#show(this.bundled, []);
  }

  /** The file kept by an earlier visit, read again; one that is broken is dropped with a notice, never thrown. */
  async #restoreKept(): Promise<void> {
    const dropped = (why: string): LocalizedText => ({
      en: `The file kept in this browser could not be read again (${why}), so it was removed.`,
      es: `No se pudo volver a leer el archivo guardado en este navegador (${why}), así que se borró.`,
    });
    try {
      const lookup = await keptTable();
      if (!lookup.kept) {
        if (lookup.broken) {
          await forgetTable();
          this.notice = dropped('not a stored file');
        }
        return;
      }
      const { name, file } = lookup.kept;
      this.kept = { name, size: file.size };
      const result = await this.#readFile(file, name);
      if (result && !result.ok) {
        await forgetTable();
        this.kept = null;
        this.notice = dropped(result.error.en);
      }
    } catch (error) {
      // IndexedDB unavailable or failing: nothing to restore, and the bundled orders are there.
      this.kept = null;
      this.notice = dropped(errorMessage(error));
    }
  }

  /** Reads `file` in the worker and shows it if it loads; undefined when the student cancelled. */
  async #readFile(file: Blob, name: string): Promise<TableResult | undefined> {
    this.reading = { name, bytes: 0, rows: 0, total: file.size };
    this.notice = null;
    const read = readTableInWorker(file, name, (progress) => (this.reading = { name, ...progress }));
    this.#read = read;
    const result = await read.result;
    this.#read = undefined;
    this.reading = null;
    if (!result.ok) {
      if (!result.cancelled) return result;
      this.notice = result.error;
      return undefined;
    }
    this.#kit = createAnalistaKit(result.table);
    this.#show(result.table, result.notes);
    return result;
  }

  #show(table: Table, notes: LocalizedText[]): void {
    this.current = table;
    this.id = `${++this.#serial}`;
    this.error = null;
    this.notes = notes;
  }
}

export const analistaTables = new AnalistaTables();
