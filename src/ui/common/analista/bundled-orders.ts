// The analyst's bundled quarter of orders, fetched from the site's data folder and read like any student file.
// Never throws: a file that cannot be fetched is an error to show, as one that cannot be read. Shared: the
// analyst's lab reads it, and the eval bench runs the analyst's question set on it.
import { fetchDataSource } from '../../../core/data/index.ts';
import { loadTable, ORDERS_FILE, type TableResult } from '../../../core/labs/index.ts';
import { errorMessage } from '../../../core/errors/index.ts';

export async function loadBundledOrders(): Promise<TableResult> {
  try {
    const bytes = await fetchDataSource(new URL('data/', document.baseURI).href).read(ORDERS_FILE);
    return await loadTable(ORDERS_FILE, bytes);
  } catch (error) {
    const why = errorMessage(error);
    return { ok: false, error: { en: `${ORDERS_FILE} could not be fetched (${why}).`, es: `No se pudo descargar ${ORDERS_FILE} (${why}).` } };
  }
}
