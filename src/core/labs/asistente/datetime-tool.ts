// `get_datetime(timezone="UTC")` (the Tool-Calling Agent course): the current time in ISO 8601. The course returned UTC whatever
// the zone; here an IANA zone converts (Intl knows the rules, daylight saving included) and an unknown one is
// an error that says so. The clock is a parameter, so scenarios and tests read a fixed time.
import { z } from 'zod';
import type { ToolDefinition } from '../../tools/tool-kit-types.ts';

export type Clock = () => Date;

export const unknownZoneMessage = (zone: string) =>
  `Error: unknown time zone '${zone}'; use an IANA name such as UTC, Europe/Madrid or America/New_York`;

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

function zoneFormat(zone: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  } catch {
    // Intl throws a RangeError for a name it does not know (and for an empty one).
    throw new Error(unknownZoneMessage(zone));
  }
}

/**
 * `date` to the second in ISO 8601: `2025-06-16T14:32:00Z` in UTC (the course's format), with the zone's
 * offset elsewhere (`2025-06-16T16:32:00+02:00` in Europe/Madrid). Throws the unknown-zone message.
 */
export function isoInZone(date: Date, zone: string): string {
  const format = zoneFormat(zone);
  const seconds = Math.floor(date.getTime() / 1000) * 1000;
  if (format.resolvedOptions().timeZone === 'UTC') return new Date(seconds).toISOString().slice(0, 19) + 'Z';
  const parts = new Map(format.formatToParts(date).map((p) => [p.type, p.value]));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? '';
  const [year, month, day] = [part('year').padStart(4, '0'), part('month'), part('day')];
  const [hour, minute, second] = [part('hour'), part('minute'), part('second')];
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  const offset = Math.round((wall - seconds) / 60_000);
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${formatOffset(offset)}`;
}

const DatetimeArgs = z.object({
  timezone: z.string().default('UTC').describe('IANA timezone name, e.g. UTC, America/New_York'),
});

export function getDatetimeTool(now: Clock): ToolDefinition<z.infer<typeof DatetimeArgs>> {
  return {
    name: 'get_datetime',
    description: 'Get the current UTC date and time.',
    schema: DatetimeArgs,
    argsTitle: 'GetDatetimeArgs',
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    output: z.string(),
    run: ({ timezone }) => isoInZone(now(), timezone),
  };
}
