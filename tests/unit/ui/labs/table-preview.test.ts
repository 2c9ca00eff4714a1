import { describe, expect, it } from 'vitest';
import type { Table } from '../../../../src/core/labs/index.ts';
import { previewTable } from '../../../../src/ui/labs/table-preview.ts';

const table: Table = {
  source: 'ventas.csv',
  rowCount: 3,
  columns: [
    { name: 'fecha', type: 'date', values: ['2024-01-02', null, '2024-01-04'] },
    { name: 'importe', type: 'number', values: [10.5, 20, null] },
  ],
};

describe('previewTable', () => {
  it('each column with its type, then the first rows as text, a missing value empty', () => {
    expect(previewTable(table)).toEqual({
      columns: [
        { name: 'fecha', type: 'date' },
        { name: 'importe', type: 'number' },
      ],
      rows: [
        ['2024-01-02', '10.5'],
        ['', '20'],
        ['2024-01-04', ''],
      ],
    });
  });

  it('stops at the rows asked for', () => {
    expect(previewTable(table, 1).rows).toEqual([['2024-01-02', '10.5']]);
  });
});
