// A big CSV the way the table worker reads it (PapaParse fed 64 KiB chunks, then each column typed), against a
// naive split of the same text into lines and fields: what a student could write in a few lines, with no
// quoting, no types and no errors. The file is generated (seeded), about 100 MB.
import { loadTableChunks } from '../../src/core/labs/analista/load-table.ts';
import { seededRandom } from '../../src/core/random/seeded-random.ts';
import type { BenchSection } from './bench-section.ts';
import { formatCount, formatMs, timeRunsInTurn } from './measure.ts';

export const ROWS = 1_000_000;
const CHUNK = 64 * 1024;
const RUNS = 5;
const REGIONS = ['Norte', 'Sur', 'Este', 'Oeste', 'Centro'];
const STATES = ['entregado', 'cancelado', 'pendiente', 'devuelto'];
const CHANNELS = ['tienda en línea', 'sucursal centro', 'teléfono'];
const PRODUCTS = ['Lámpara de pie', 'Foco LED 9W', 'Cable HDMI 2 m', 'Teclado inalámbrico', 'Silla de oficina'];

/** The bench's orders CSV, also read in Chromium by csv-browser.ts. */
export function generate(): Uint8Array {
  const random = seededRandom(94, 'bench-csv');
  const lines = ['pedido,fecha,cliente,region,producto,unidades,precio_unitario,importe,estado,canal'];
  for (let i = 0; i < ROWS; i++) {
    const units = random.int(1, 20);
    const price = random.int(100, 99_999) / 100;
    const day = `2024-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
    lines.push(
      `PED-2024-${String(i).padStart(7, '0')},${day},CLI-${String(random.int(1, 50_000)).padStart(6, '0')},${random.pick(REGIONS)},${random.pick(PRODUCTS)},${units},${price},${(units * price).toFixed(2)},${random.pick(STATES)},${random.pick(CHANNELS)}`,
    );
  }
  return new TextEncoder().encode(`${lines.join('\n')}\n`);
}

function* chunksOf(bytes: Uint8Array) {
  for (let at = 0; at < bytes.length; at += CHUNK) yield bytes.subarray(at, at + CHUNK);
}

/** Decode, split on line breaks and commas, one array of text a column. */
function naiveParse(bytes: Uint8Array): number {
  const [header, ...lines] = new TextDecoder().decode(bytes).split('\n');
  const columns = (header as string).split(',').map((): string[] => []);
  for (const line of lines) {
    if (line === '') continue;
    const fields = line.split(',');
    for (let i = 0; i < columns.length; i++) columns[i]?.push(fields[i] as string);
  }
  return columns[0]?.length ?? 0;
}

export const csvParse: BenchSection = {
  title: `CSV: ${formatCount(ROWS)} rows through the table worker's parser versus a naive split (Node)`,
  async run() {
    const bytes = generate();
    let rows = 0;
    const [papa, naive] = await timeRunsInTurn(RUNS, [
      async () => {
        const result = await loadTableChunks('bench.csv', chunksOf(bytes));
        if (!result.ok) throw new Error(result.error.en);
        rows = result.table.rowCount;
      },
      () => naiveParse(bytes),
    ] as const);
    if (rows !== ROWS || naiveParse(bytes) !== ROWS) throw new Error(`expected ${ROWS} rows, read ${rows}`);
    return [
      { label: 'file', value: `${formatCount(ROWS)} rows, ${(bytes.length / 1e6).toFixed(1)} MB` },
      { label: 'PapaParse in chunks + typed columns (Node)', value: `${formatMs(papa.medianMs)} (median of ${RUNS}; ${formatMs(papa.minMs)}–${formatMs(papa.maxMs)})` },
      { label: 'naive split, text only (Node)', value: `${formatMs(naive.medianMs)} (median of ${RUNS}; ${formatMs(naive.minMs)}–${formatMs(naive.maxMs)})` },
      { label: 'ratio, new / naive (Node; target ≤ 2×)', value: `${(papa.medianMs / naive.medianMs).toFixed(2)}×` },
    ];
  },
};
