// The analyst's bundled orders for the bench: fetched only when its question set is ticked (the other suites never
// need them), once per page, and tried again on the next `want` after a failure, whose reason the page shows
// while the other suites still run.
import type { LocalizedText, Table } from '../../core/labs/index.ts';
import { loadBundledOrders } from '../common/analista/bundled-orders.ts';

export class BenchOrders {
  table: Table | null = $state.raw(null);
  error: LocalizedText | null = $state.raw(null);
  loading = $state(false);
  #pending: Promise<void> | undefined;

  /** Starts the load unless it has started or succeeded. */
  want(): Promise<void> {
    this.#pending ??= this.#load();
    return this.#pending;
  }

  async #load(): Promise<void> {
    this.loading = true;
    const result = await loadBundledOrders();
    this.loading = false;
    if (result.ok) {
      this.table = result.table;
      this.error = null;
    } else {
      this.error = result.error;
      this.#pending = undefined;
    }
  }
}
