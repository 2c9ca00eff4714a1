// A table packed by the worker and unpacked by the page comes back equal: missing values, empty and non-ASCII
// text, dates, infinities; whole or in slices, pausing between two; and every buffer is listed for transfer.
import { describe, expect, it } from 'vitest';
import { packTable, unpackColumn, unpackColumnInSlices } from '../../../../../src/core/labs/analista/packed-table.ts';
import type { Table } from '../../../../../src/core/labs/analista/table.ts';

const TABLE: Table = {
  source: 'datos.csv',
  rowCount: 4,
  columns: [
    { name: 'n', type: 'number', values: [1.5, null, -0, Infinity] },
    { name: 'texto', type: 'string', values: ['Pérez, Ana', '', null, 'dijo "sí"\ny se fue 🙂'] },
    { name: 'fecha', type: 'date', values: [null, '2024-02-29', '2024-03-01', null] },
    { name: 'vacia', type: 'string', values: [null, null, null, null] },
  ],
};

describe('packTable and unpackColumn', () => {
  it('round-trips every kind of cell', () => {
    const { packed } = packTable(TABLE);
    expect({ source: packed.source, rowCount: packed.rowCount, columns: packed.columns.map(unpackColumn) }).toEqual(TABLE);
  });

  it('packs each column into typed arrays and one string, all buffers to transfer', () => {
    const { packed, transfer } = packTable(TABLE);
    const [n, texto] = packed.columns;
    expect(n?.type === 'number' && n.values).toBeInstanceOf(Float64Array);
    expect(texto?.type === 'string' && new TextDecoder().decode(texto.utf8)).toBe('Pérez, Anadijo "sí"\ny se fue 🙂');
    // One buffer for the numbers, three (text, ends, missing) for each text column.
    expect(transfer.length).toBe(1 + 3 * 3);
    expect(transfer.every((b) => b instanceof ArrayBuffer)).toBe(true);
  });

  it('rebuilds the same column in slices, pausing once between two and once after decoding text', () => {
    const { packed } = packTable(TABLE);
    for (const sliceRows of [1, 3, 4]) {
      const columns = packed.columns.map((column) => {
        const slices = unpackColumnInSlices(column, sliceRows);
        let pauses = 0;
        let step = slices.next();
        while (!step.done) {
          pauses++;
          step = slices.next();
        }
        expect(pauses).toBe(Math.ceil(TABLE.rowCount / sliceRows) - (column.type === 'number' ? 1 : 0));
        return step.value;
      });
      expect(columns).toEqual(TABLE.columns);
    }
  });
});
