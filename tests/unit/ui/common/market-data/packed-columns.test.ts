// The data worker's tables as they cross to the page: packed, moved and unpacked they are the tables the files
// give, value for value (numbers in a Float64Array); text columns go as their distinct values, and every column's
// buffer is moved, not copied.
import { describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../../scripts/node-data-source.ts';
import { loadMarketTables } from '../../../../../src/core/data/load-market-data.ts';
import { packTables, unpackTables } from '../../../../../src/ui/common/market-data/packed-columns.ts';

describe('packTables', () => {
  it('gives back the very tables after a move through structuredClone', async () => {
    const { tables } = await loadMarketTables(nodeDataSource());
    const { packed, transfer } = packTables(tables);
    expect(transfer).toHaveLength(8);
    expect(packed.precios?.ticker).toMatchObject({ kind: 'text' });
    expect(packed.precios?.ticker.kind === 'text' && packed.precios.ticker.values.length).toBeLessThan(200);
    expect(packed.precios?.cierre).toMatchObject({ kind: 'number' });
    const moved = structuredClone(packed, { transfer });
    // Moved: the worker's side no longer holds them.
    expect(transfer.every((buffer) => buffer.byteLength === 0)).toBe(true);
    const unpacked = unpackTables(moved);
    expect(unpacked.precios?.cierre).toBeInstanceOf(Float64Array);
    const plain = (t: typeof tables) => JSON.parse(JSON.stringify(t, (_, v: unknown) => (v instanceof Float64Array ? Array.from(v) : v))) as unknown;
    expect(plain(unpacked)).toEqual(plain(tables));
    expect(unpacked.precios?.ticker).toEqual(tables.precios?.ticker);
  });

  it('keeps a failed file’s reason and a table that is absent', () => {
    const tables = { empresas: [{ ticker: 'BUSI', nombre: 'Busi', sector: 'x' }], unavailable: { precios: 'acciones6_precios.parquet: missing' } };
    expect(unpackTables(packTables(tables).packed)).toEqual(tables);
  });
});
