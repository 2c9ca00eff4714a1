// Loading a file chunk by chunk, as the table worker reads a File's stream: the same table whatever the chunk
// boundaries (inside a character, a CRLF, a quoted field), progress after each chunk, a load that stops when
// aborted or at the first error, and Parquet gathered whole.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvTable } from '../../../../../src/core/labs/analista/csv-table.ts';
import { loadTable, loadTableChunks, type TableProgress } from '../../../../../src/core/labs/analista/load-table.ts';
import type { TableResult } from '../../../../../src/core/labs/analista/table.ts';

const ORDERS = readFileSync(fileURLToPath(new URL('../../../../../public/data/pedidos_trimestre.parquet', import.meta.url)));
const encode = (text: string) => new TextEncoder().encode(text);

/** `bytes` cut every `size` bytes, counting how many chunks the reader asked for. */
function chunked(bytes: Uint8Array, size: number) {
  const pulled = { count: 0 };
  function* chunks() {
    for (let at = 0; at < bytes.length; at += size) {
      pulled.count++;
      yield bytes.subarray(at, at + size);
    }
  }
  return { chunks: chunks(), pulled };
}

const errorOf = (result: TableResult) => (result.ok ? undefined : result.error);

// Every quirk at once: a byte-order mark, semicolons with decimal commas, CRLF, quoted delimiters, line breaks
// and doubled quotes, a blank line, accents (two bytes each in UTF-8).
const TRICKY = '\ufeffproducto;precio;nota\r\n"Foco; LED";159,50;"dijo ""sí""\r\ny se fue"\r\n\r\nLámpara;549;ñ\r\n';

describe('loadTableChunks: CSV', () => {
  it('reads the same table whatever the chunk size, down to one byte', async () => {
    const bytes = encode(TRICKY);
    const whole = csvTable('datos.csv', bytes);
    expect(whole.ok && whole.table.columns.map((c) => [c.name, c.type, c.values])).toEqual([
      ['producto', 'string', ['Foco; LED', 'Lámpara']],
      ['precio', 'number', [159.5, 549]],
      ['nota', 'string', ['dijo "sí"\r\ny se fue', 'ñ']],
    ]);
    for (const size of [1, 2, 3, 5, 7, 16, 64]) {
      expect(await loadTableChunks('datos.csv', chunked(bytes, size).chunks), `chunks of ${size}`).toEqual(whole);
    }
  });

  it('reads lone CR and LF files cut anywhere, with the same line numbers in errors', async () => {
    for (const text of ['a,b\r1,x\r3,y\r', 'a,b\n1,x\n3,y']) {
      const t = await loadTableChunks('d.csv', chunked(encode(text), 2).chunks);
      expect(t.ok && t.table.columns.map((c) => c.values)).toEqual([
        [1, 3],
        ['x', 'y'],
      ]);
    }
    const ragged = 'a,b\r\n"x\r\ny",1\r\n2,3,4\r\n';
    for (const size of [1, 3, 100]) {
      expect(errorOf(await loadTableChunks('d.csv', chunked(encode(ragged), size).chunks))).toEqual({
        en: 'Line 4 has 3 fields; the header has 2.',
        es: 'La línea 4 tiene 3 campos; el encabezado tiene 2.',
      });
    }
  });

  it('reads mixed line breaks cut anywhere, a CRLF split between chunks included, with the same line numbers', async () => {
    const mixed = 'a;b\r\n1;"x\r\ny"\r2;3\n\r\n4;"z""\rw"\r';
    const whole = csvTable('d.csv', encode(mixed));
    expect(whole.ok && whole.table.columns.map((c) => c.values)).toEqual([
      [1, 2, 4],
      ['x\r\ny', '3', 'z"\rw'],
    ]);
    for (const size of [1, 2, 3, 4, 5, 100]) {
      expect(await loadTableChunks('d.csv', chunked(encode(mixed), size).chunks), `chunks of ${size}`).toEqual(whole);
    }
    const ragged = 'a,b\r1,2\r\n"x\ry",1\n2,3,4\r\n';
    for (const size of [1, 2, 100]) {
      expect(errorOf(await loadTableChunks('d.csv', chunked(encode(ragged), size).chunks))).toEqual({
        en: 'Line 5 has 3 fields; the header has 2.',
        es: 'La línea 5 tiene 3 campos; el encabezado tiene 2.',
      });
    }
  });

  it('reads a tab-separated file cut anywhere', async () => {
    const text = 'nombre\tnota\n"Pérez\tAna"\t7,5\nLuis\t8\n';
    for (const size of [1, 4, 100]) {
      const t = await loadTableChunks('d.tsv', chunked(encode(text), size).chunks);
      expect(t.ok && t.table.columns.map((c) => [c.name, c.type, c.values])).toEqual([
        ['nombre', 'string', ['Pérez\tAna', 'Luis']],
        // A decimal comma is a number only in semicolon files, as in csvTable.
        ['nota', 'string', ['7,5', '8']],
      ]);
    }
  });

  it('reports a character cut by the end of the file, or bytes that are not UTF-8, as not text', async () => {
    const notText = { en: 'd.csv is not a text file (it is not UTF-8).', es: 'd.csv no es un archivo de texto (no es UTF-8).' };
    const cut = encode('a\nñ').subarray(0, 3);
    expect(errorOf(await loadTableChunks('d.csv', chunked(cut, 1).chunks))).toEqual(notText);
    expect(errorOf(await loadTableChunks('d.csv', [encode('a\n1\n'), new Uint8Array([0xff, 0x0a])]))).toEqual(notText);
  });

  it('reports progress after every chunk: the bytes taken and the rows read from them', async () => {
    const text = `n\n${Array.from({ length: 100 }, (_, i) => i).join('\n')}\n`;
    const progress: TableProgress[] = [];
    const result = await loadTableChunks('n.csv', chunked(encode(text), 50).chunks, { onProgress: (p) => progress.push(p) });
    expect(result.ok && result.table.rowCount).toBe(100);
    expect(progress.length).toBe(Math.ceil(text.length / 50));
    expect(progress.map((p) => p.bytes)).toEqual(progress.map((_, i) => Math.min((i + 1) * 50, text.length)));
    // Rows only grow, and a row is counted once its line break has arrived.
    expect(progress.every((p, i) => i === 0 || p.rows >= (progress[i - 1] as TableProgress).rows)).toBe(true);
    expect(progress.at(-1)?.rows).toBe(100);
    expect(progress[0]?.rows).toBe(text.slice(0, 50).split('\n').length - 2);
  });

  it('stops when aborted: cancelled, and no further chunk is read', async () => {
    const text = `n\n${'1\n'.repeat(10_000)}`;
    const { chunks, pulled } = chunked(encode(text), 100);
    const controller = new AbortController();
    const result = await loadTableChunks('n.csv', chunks, {
      signal: controller.signal,
      onProgress: (p) => {
        if (p.bytes >= 300) controller.abort();
      },
    });
    expect(result).toEqual({ ok: false, cancelled: true, error: { en: 'Reading n.csv was cancelled.', es: 'Se canceló la lectura de n.csv.' } });
    expect(pulled.count).toBe(4);
  });

  it('stops at the first error instead of reading the rest of the file', async () => {
    const text = `a,b\n1,2\n3\n${'4,5\n'.repeat(10_000)}`;
    const { chunks, pulled } = chunked(encode(text), 64);
    expect(errorOf(await loadTableChunks('d.csv', chunks))?.en).toBe('Line 3 has 1 field; the header has 2.');
    expect(pulled.count).toBe(1);
  });

  it('names the line of a quote never closed in a long file, without reading it again on every chunk', async () => {
    const text = `a,b\n1,2\n3,"abierto\n${'4,5\n'.repeat(200_000)}`;
    // The text PapaParse is handed, counted: parsed again on each of the file's 800 chunks, the pending 800 kB
    // would make it about 400 times the file.
    let parsed = 0;
    const RealParser = Papa.Parser;
    Papa.Parser = function CountingParser(this: unknown, config: Papa.ParseConfig) {
      const parser = new RealParser(config);
      const parse = parser.parse.bind(parser);
      parser.parse = (input: string, baseIndex: number, ignoreLastRow: boolean) => {
        parsed += input.length;
        return parse(input, baseIndex, ignoreLastRow);
      };
      return parser;
    } as unknown as typeof Papa.Parser;
    try {
      expect(errorOf(await loadTableChunks('d.csv', chunked(encode(text), 1024).chunks))?.en).toBe('Line 3: a quoted field is never closed.');
    } finally {
      Papa.Parser = RealParser;
    }
    expect(parsed).toBeGreaterThanOrEqual(text.length);
    expect(parsed).toBeLessThan(4 * text.length);
  });

  it('reads an empty file, or one with no chunks, as empty', async () => {
    const empty = { en: 'd.csv is empty.', es: 'd.csv está vacío.' };
    expect(errorOf(await loadTableChunks('d.csv', []))).toEqual(empty);
    expect(errorOf(await loadTableChunks('d.csv', [new Uint8Array([0xef, 0xbb]), new Uint8Array([0xbf])]))).toEqual(empty);
  });
});

describe('loadTableChunks: Parquet', () => {
  it('gathers the chunks and reads the file as loadTable does', async () => {
    const progress: TableProgress[] = [];
    const result = await loadTableChunks('pedidos.parquet', chunked(ORDERS, 4096).chunks, { onProgress: (p) => progress.push(p) });
    expect(result).toEqual(await loadTable('pedidos.parquet', ORDERS));
    expect(progress.at(-1)).toEqual({ bytes: ORDERS.length, rows: 0 });
  });

  it('refuses a truncated file as loadTable does', async () => {
    const cut = ORDERS.subarray(0, ORDERS.length - 10);
    expect(await loadTableChunks('pedidos.parquet', chunked(cut, 1000).chunks)).toEqual(await loadTable('pedidos.parquet', cut));
  });
});
