// The bench's typed-array column scan gives the lesson's row filter's answers, call for call.
import { describe, expect, it } from 'vitest';
import { precioColumnScan, precioScan, priceColumns, type LessonTables } from '../../../../scripts/bench/lesson-scan.ts';

const precios = [
  { fecha: '2024-03-14', ticker: 'BUSI', cierre: 25.9 },
  { fecha: '2024-03-14', ticker: 'AAAA', cierre: 10.125 },
  { fecha: '2024-03-15', ticker: 'BUSI', cierre: 26.185 },
  { fecha: '2024-03-18', ticker: 'BUSI', cierre: 26.5 },
  // Out of date order: the filter's iloc[-1] is the last row in file order, not the latest date.
  { fecha: '2024-03-13', ticker: 'AAAA', cierre: 9.5 },
];
const tables: LessonTables = { precios, noticias: [], tickers: new Set(precios.map((r) => r.ticker)) };

describe('precioColumnScan', () => {
  it('answers as precioScan does, errors included', () => {
    const columns = priceColumns(tables);
    const calls = [
      ['BUSI', '2024-03-15'],
      ['BUSI', '2024-03-17'],
      ['BUSI', '2024-03-13'],
      ['AAAA', '2024-03-20'],
      ['AAAA', '2024-03-14'],
      ['ZZZZ', '2024-03-15'],
    ] as const;
    for (const [ticker, fecha] of calls) expect(precioColumnScan(columns, ticker, fecha)).toEqual(precioScan(tables, ticker, fecha));
    expect(precioColumnScan(columns, 'AAAA', '2024-03-20')).toEqual({ resultado: { ticker: 'AAAA', fecha: '2024-03-13', cierre: 9.5 } });
  });
});
