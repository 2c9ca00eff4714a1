import { describe, expect, it } from 'vitest';
import { DEFAULT_RANGE, isIsoDay, rangeTimestamps, readRange, sessionsInRange } from '../../../../src/ui/data/date-range.ts';

describe('date range of the data page', () => {
  it('accepts only real YYYY-MM-DD days', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2023-02-29')).toBe(false);
    expect(isIsoDay('16/03/2024')).toBe(false);
    expect(isIsoDay('2024-3-1')).toBe(false);
  });

  it('falls back to the default for a missing or malformed end and swaps a reversed range', () => {
    expect(readRange(undefined, undefined)).toEqual(DEFAULT_RANGE);
    expect(readRange('01/03/2024', '2024-03-20')).toEqual({ desde: '2024-03-01', hasta: '2024-03-20' });
    expect(readRange('2024-03-22', '2024-03-15')).toEqual({ desde: '2024-03-15', hasta: '2024-03-22' });
  });

  it('covers both days whole, crossing month and year ends', () => {
    expect(rangeTimestamps({ desde: '2024-03-18', hasta: '2024-03-20' })).toEqual({
      fromTs: '2024-03-18T00:00:00.000Z',
      toTs: '2024-03-21T00:00:00.000Z',
    });
    expect(rangeTimestamps({ desde: '2023-12-01', hasta: '2023-12-31' }).toTs).toBe('2024-01-01T00:00:00.000Z');
  });

  it('finds the sessions inside the range', () => {
    const closes = ['2024-03-14', '2024-03-15', '2024-03-18', '2024-03-19'].map((fecha) => ({ fecha, cierre: 1, volumen: 1 }));
    expect(sessionsInRange(closes, { desde: '2024-03-16', hasta: '2024-03-19' })).toEqual({ first: 2, last: 3 });
    expect(sessionsInRange(closes, { desde: '2024-03-16', hasta: '2024-03-17' })).toBeUndefined();
    expect(sessionsInRange(closes, { desde: '2024-04-01', hasta: '2024-04-30' })).toBeUndefined();
  });
});
