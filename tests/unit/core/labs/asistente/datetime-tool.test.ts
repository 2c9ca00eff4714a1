import { describe, expect, it } from 'vitest';
import { createAsistenteKit } from '../../../../../src/core/labs/asistente/asistente-kit.ts';
import { isoInZone, unknownZoneMessage } from '../../../../../src/core/labs/asistente/datetime-tool.ts';

const SUMMER = new Date('2025-06-16T14:32:07.654Z');
const WINTER = new Date('2025-01-15T09:45:00Z');

describe('get_datetime (the Tool-Calling Agent course, with time zones)', () => {
  const kit = createAsistenteKit({ now: () => SUMMER });

  it("UTC by default, in the course's format (to the second, Z)", () => {
    expect(kit.execute('get_datetime', {})).toEqual({ resultado: '2025-06-16T14:32:07Z' });
    expect(kit.execute('get_datetime', { timezone: 'UTC' })).toEqual({ resultado: '2025-06-16T14:32:07Z' });
  });

  it.each([
    ['Europe/Madrid', SUMMER, '2025-06-16T16:32:07+02:00'],
    ['Europe/Madrid', WINTER, '2025-01-15T10:45:00+01:00'],
    ['America/New_York', SUMMER, '2025-06-16T10:32:07-04:00'],
    ['America/New_York', WINTER, '2025-01-15T04:45:00-05:00'],
    ['Asia/Tokyo', SUMMER, '2025-06-16T23:32:07+09:00'],
    ['Asia/Kolkata', WINTER, '2025-01-15T15:15:00+05:30'],
    ['America/St_Johns', WINTER, '2025-01-15T06:15:00-03:30'],
    ['Pacific/Kiritimati', new Date('2025-06-16T22:00:00Z'), '2025-06-17T12:00:00+14:00'],
    ['Europe/London', WINTER, '2025-01-15T09:45:00+00:00'],
  ])('%s at %s → %s', (zone, date, iso) => {
    expect(isoInZone(date, zone)).toBe(iso);
  });

  it('converts across the day boundary and reads the clock on every call', () => {
    let now = new Date('2025-12-31T23:30:00Z');
    const ticking = createAsistenteKit({ now: () => now });
    expect(ticking.execute('get_datetime', { timezone: 'Asia/Tokyo' })).toEqual({ resultado: '2026-01-01T08:30:00+09:00' });
    now = new Date('2026-01-01T00:00:00Z');
    expect(ticking.execute('get_datetime', {})).toEqual({ resultado: '2026-01-01T00:00:00Z' });
  });

  it('an unknown zone is an error that says so', () => {
    expect(kit.execute('get_datetime', { timezone: 'Mars/Olympus_Mons' })).toEqual({ error: unknownZoneMessage('Mars/Olympus_Mons') });
    expect(unknownZoneMessage('Mars/Olympus_Mons')).toBe(
      "Error: unknown time zone 'Mars/Olympus_Mons'; use an IANA name such as UTC, Europe/Madrid or America/New_York",
    );
    expect(kit.execute('get_datetime', { timezone: '' })).toEqual({ error: unknownZoneMessage('') });
  });

  it('an argument it does not declare is ignored and reported', () => {
    expect(kit.executeDetailed('get_datetime', { format: 'ISO' })).toEqual({
      output: { resultado: '2025-06-16T14:32:07Z' },
      ignoredArgs: ['format'],
    });
  });

  it('the real clock by default', () => {
    const real = createAsistenteKit().execute('get_datetime', {});
    expect(real).toEqual({ resultado: expect.stringMatching(/^20\d\d-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) });
  });
});
