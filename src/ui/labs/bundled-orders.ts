// The analyst's bundled quarter of orders, fetched from the site's data folder and read like any student file.
// Never throws: a file that cannot be fetched is an error to show, as one that cannot be read.
import { fetchDataSource } from '../../core/data/fetch-data-source.ts';
import { loadTable } from '../../core/labs/analista/load-table.ts';
import type { TableResult } from '../../core/labs/analista/table.ts';
import { ORDERS_FILE } from '../../core/labs/lab-registry.ts';

export async function loadBundledOrders(): Promise<TableResult> {
  try {
    const bytes = await fetchDataSource(new URL('data/', document.baseURI).href).read(ORDERS_FILE);
    return await loadTable(ORDERS_FILE, bytes);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { en: `${ORDERS_FILE} could not be fetched (${why}).`, es: `No se pudo descargar ${ORDERS_FILE} (${why}).` } };
  }
}
