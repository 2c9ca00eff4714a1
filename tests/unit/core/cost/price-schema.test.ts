// An edited or stored price table is checked whole: a bad row is refused with a message naming it.
import { describe, expect, it } from 'vitest';
import { checkPriceTable, DEFAULT_PRICES, parsePriceTable } from '../../../../src/core/cost/index.ts';

describe('checkPriceTable', () => {
  it('accepts the default table', () => {
    expect(checkPriceTable(structuredClone(DEFAULT_PRICES))).toEqual({ ok: true, table: DEFAULT_PRICES });
  });

  it.each([
    ['a negative price', { input: -1 }, 'row 1, input'],
    ['a price that is text', { output: '3' }, 'row 1, output'],
    ['an empty model', { model: '  ' }, 'row 1, model'],
    ['a date that is not YYYY-MM-DD', { checkedOn: '1 Dec 2026' }, 'row 1, checkedOn'],
    ['an unknown field', { extra: 1 }, 'row 1'],
  ])('refuses %s, naming the row and field', (_, change, where) => {
    const table = [{ ...DEFAULT_PRICES[0], ...change }];
    const check = checkPriceTable(table);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.message.en).toContain(where);
      expect(check.message.es).toContain(where.replace('row', 'fila'));
    }
  });

  it('refuses two rows with one id', () => {
    const check = checkPriceTable([DEFAULT_PRICES[0], DEFAULT_PRICES[0]]);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.message.en).toContain('row 2, id: duplicate id');
  });

  it('refuses what is not a list', () => {
    expect(checkPriceTable({ rows: [] }).ok).toBe(false);
  });
});

describe('parsePriceTable', () => {
  it('reads a stored table back', () => {
    expect(parsePriceTable(JSON.stringify(DEFAULT_PRICES))).toEqual({ ok: true, table: DEFAULT_PRICES });
  });

  it('says when the text is not JSON', () => {
    expect(parsePriceTable('{not json')).toEqual({
      ok: false,
      message: { en: 'The price table is not valid JSON.', es: 'La tabla de precios no es JSON válido.' },
    });
  });
});
