import { afterEach, describe, expect, it } from 'vitest';
import { assembleMarketData } from '../../../../src/core/data/assemble-market-data.ts';
import { precioSinValidar, readDateUnvalidated } from '../../../../src/core/tools/unvalidated-date.ts';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

const data = assembleMarketData({
  precios: {
    fecha: ['2024-01-03', '2024-03-01', '2024-03-15'],
    ticker: ['BUSI', 'BUSI', 'BUSI'],
    cierre: [27.75, 25.2, 26.19],
    volumen: [1, 1, 1],
  },
});

describe('readDateUnvalidated', () => {
  // Time zones on both sides of UTC: an ISO date read in local time would show the day before in New York,
  // and a slash date read in UTC would show the day before in Tokyo.
  it.each(['America/New_York', 'Asia/Tokyo', 'UTC'])('shows the calendar date JavaScript understood (TZ=%s)', (tz) => {
    process.env.TZ = tz;
    expect(readDateUnvalidated('2024-03-01')).toEqual({ input: '2024-03-01', date: '2024-03-01', reading: 'utc' });
    expect(readDateUnvalidated('01/03/2024')).toEqual({ input: '01/03/2024', date: '2024-01-03', reading: 'local' });
    expect(readDateUnvalidated('15/03/2024')).toEqual({ input: '15/03/2024', date: null, reading: 'invalid' });
    expect(readDateUnvalidated('2024-03-01T23:30')).toEqual({ input: '2024-03-01T23:30', date: '2024-03-01', reading: 'local' });
    expect(readDateUnvalidated('March 1, 2024')).toEqual({ input: 'March 1, 2024', date: '2024-03-01', reading: 'local' });
  });
});

describe('precioSinValidar', () => {
  it('answers with another session and does not say so', () => {
    expect(precioSinValidar(data, 'BUSI', '01/03/2024').output).toEqual({
      resultado: { ticker: 'BUSI', fecha: '2024-01-03', cierre: 27.75 },
    });
  });

  it('finds nothing for an Invalid Date, and still checks the ticker', () => {
    expect(precioSinValidar(data, 'BUSI', '15/03/2024').output).toEqual({ error: 'sin datos hasta 15/03/2024' });
    expect(precioSinValidar(data, 'ACME', '2024-03-01').output).toEqual({ error: 'ticker desconocido: ACME' });
  });
});
