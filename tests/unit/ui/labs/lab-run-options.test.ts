// What a lab page's state gives a run's kit, and the key that tells one run from another.
import { describe, expect, it } from 'vitest';
import type { Table } from '../../../../src/core/labs/index.ts';
import { readLabState } from '../../../../src/ui/labs/lab-params.ts';
import { labKitOptions, labRunKey } from '../../../../src/ui/labs/lab-run-options.ts';

const table: Table = { source: 'mio.csv', rowCount: 1, columns: [{ name: 'a', type: 'number', values: [1] }] };
const liveFetch: typeof fetch = () => Promise.reject(new Error('not in tests'));

describe('labKitOptions', () => {
  it("gives the kit the link's clock, the house from its lights, Wikipedia's timeout and the table", () => {
    const options = labKitOptions(readLabState('asistente', { clock: '2030-01-01T08:00:00Z', wtimeout: '300' }), { table, liveFetch });
    expect(options.now?.().toISOString()).toBe('2030-01-01T08:00:00.000Z');
    expect(options.wikipediaTimeoutMs).toBe(300);
    expect(options.table).toBe(table);
    // The bundled answers unless the live switch is on.
    expect(options.fetch).toBeUndefined();
    expect(labKitOptions(readLabState('asistente', { wiki: 'live' }), { liveFetch }).fetch).toBe(liveFetch);
    expect(labKitOptions(readLabState('hogar', { lights: '00000' }), {}).home?.every((r) => !r.luz_encendida)).toBe(true);
  });

  it("the clock is the course's sample run by default, and each call reads a fresh Date", () => {
    const { now } = labKitOptions(readLabState('asistente', {}), {});
    const first = now?.();
    first?.setUTCFullYear(1999);
    expect(now?.().toISOString()).toBe('2025-06-16T14:00:00.000Z');
  });
});

describe('labRunKey', () => {
  const key = (lab: Parameters<typeof readLabState>[0], params: Record<string, string>, what = 'scenario:x', tableId?: string) =>
    labRunKey(readLabState(lab, params), what, tableId);

  it('is the same for the same run, whatever only the display changes', () => {
    expect(key('tienda', { lang: 'es', run: '1' })).toBe(key('tienda', { set: '1' }));
  });

  it('changes with whatever changes the run', () => {
    const base = key('asistente', {});
    const changes: Record<string, string>[] = [
      { backend: 'gemini' },
      { steps: '3' },
      { off: 'validation' },
      { wiki: 'live' },
      { clock: '2030-01-01T00:00:00Z' },
      { wtimeout: '100' },
    ];
    for (const params of changes) {
      expect(key('asistente', params), JSON.stringify(params)).not.toBe(base);
    }
    expect(key('asistente', {}, 'question-set')).not.toBe(base);
    expect(key('hogar', { lights: '00000' })).not.toBe(key('hogar', {}));
    expect(key('analista', {}, 'scenario:x', '2')).not.toBe(key('analista', {}, 'scenario:x', '1'));
  });
});
