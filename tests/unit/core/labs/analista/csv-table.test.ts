// The CSV reader: RFC 4180 quoting, line endings, byte-order mark, type inference, and a clear error with a
// line number for every file it cannot read.
import { describe, expect, it } from 'vitest';
import { csvRecords, detectDelimiter } from '../../../../../src/core/labs/analista/csv-records.ts';
import { csvTable } from '../../../../../src/core/labs/analista/csv-table.ts';
import type { Table, TableResult } from '../../../../../src/core/labs/analista/table.ts';
import { seededRandom } from '../../../../../src/core/random/seeded-random.ts';

const encode = (text: string) => new TextEncoder().encode(text);
const read = (text: string): TableResult => csvTable('datos.csv', encode(text));

function table(text: string): Table {
  const result = read(text);
  if (!result.ok) throw new Error(result.error.en);
  return result.table;
}

const errorOf = (text: string | Uint8Array) => {
  const result = csvTable('datos.csv', typeof text === 'string' ? encode(text) : text);
  return result.ok ? undefined : result.error;
};

const shape = (t: Table) => t.columns.map((c) => [c.name, c.type, c.values]);

describe('csvTable: files it reads', () => {
  it('reads a plain file and infers number, date and string columns', () => {
    const t = table('pedido,fecha,region,unidades,precio\nP-1,2024-01-02,Norte,3,45.5\nP-2,2024-01-03,Sur,10,-1e3\n');
    expect(t.source).toBe('datos.csv');
    expect(t.rowCount).toBe(2);
    expect(shape(t)).toEqual([
      ['pedido', 'string', ['P-1', 'P-2']],
      ['fecha', 'date', ['2024-01-02', '2024-01-03']],
      ['region', 'string', ['Norte', 'Sur']],
      ['unidades', 'number', [3, 10]],
      ['precio', 'number', [45.5, -1000]],
    ]);
  });

  it('reads quoted fields with delimiters, line breaks and doubled quotes', () => {
    const t = table('nombre,nota\n"Pérez, Ana","dijo ""hola""\ny se fue"\n"",x\n');
    expect(shape(t)).toEqual([
      ['nombre', 'string', ['Pérez, Ana', null]],
      ['nota', 'string', ['dijo "hola"\ny se fue', 'x']],
    ]);
  });

  it('keeps a quote inside an unquoted field as text', () => {
    expect(shape(table('medida\n24" pulgadas\n'))).toEqual([['medida', 'string', ['24" pulgadas']]]);
  });

  it('reads CRLF, LF and lone CR line endings alike, with or without a final line break', () => {
    const expected = [
      ['a', 'number', [1, 3]],
      ['b', 'string', ['x', 'y']],
    ];
    expect(shape(table('a,b\r\n1,x\r\n3,y\r\n'))).toEqual(expected);
    expect(shape(table('a,b\n1,x\n3,y'))).toEqual(expected);
    expect(shape(table('a,b\r1,x\r3,y\r'))).toEqual(expected);
  });

  it('reads a file that mixes them, as pandas does; a break inside quotes stays the field’s own', () => {
    expect(shape(table('a,b\r\n1,2\r3,4\r\n'))).toEqual([
      ['a', 'number', [1, 3]],
      ['b', 'number', [2, 4]],
    ]);
    expect(shape(table('a,b\n1,"x\r\ny"\r\n3,"z\rw"\r5,""""\n'))).toEqual([
      ['a', 'number', [1, 3, 5]],
      ['b', 'string', ['x\r\ny', 'z\rw', '"']],
    ]);
    // A quote inside an unquoted field opens nothing: the CR after it still ends the record.
    expect(shape(table('medida\r24" pulgadas\r\n7\r'))).toEqual([['medida', 'string', ['24" pulgadas', '7']]]);
  });

  it('drops a UTF-8 byte-order mark, so the first column keeps its name', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...encode('región,n\nNorte,1\n')]);
    const result = csvTable('excel.csv', bytes);
    expect(result.ok && result.table.columns.map((c) => c.name)).toEqual(['región', 'n']);
  });

  it('skips blank lines, and reads empty cells as missing values without changing the column type', () => {
    const t = table('a,b,c\n1,,2024-02-29\n\n   \n,z,\n2,w,2024-03-01\n');
    expect(t.rowCount).toBe(3);
    expect(shape(t)).toEqual([
      ['a', 'number', [1, null, 2]],
      ['b', 'string', [null, 'z', 'w']],
      ['c', 'date', ['2024-02-29', null, '2024-03-01']],
    ]);
  });

  it('makes a column string when a single cell is not a number or not a real date', () => {
    const t = table('a,b,c\n1,2024-02-30,\n2x,2024-02-01,\n');
    expect(shape(t)).toEqual([
      ['a', 'string', ['1', '2x']],
      ['b', 'string', ['2024-02-30', '2024-02-01']],
      ['c', 'string', [null, null]],
    ]);
  });

  it('reads semicolon files with decimal commas, as a spreadsheet in Spanish saves them', () => {
    const t = table('producto;precio;unidades\n"Foco; LED";159,50;4\nLámpara;549;1\n');
    expect(shape(t)).toEqual([
      ['producto', 'string', ['Foco; LED', 'Lámpara']],
      ['precio', 'number', [159.5, 549]],
      ['unidades', 'number', [4, 1]],
    ]);
  });

  it('keeps a decimal comma as text in a comma-separated file', () => {
    expect(shape(table('precio,n\n"159,50",1\n'))).toEqual([
      ['precio', 'string', ['159,50']],
      ['n', 'number', [1]],
    ]);
  });

  it('trims spaces around column names and numbers', () => {
    expect(shape(table(' a , b \n 1 , x \n'))).toEqual([
      ['a', 'number', [1]],
      ['b', 'string', [' x ']],
    ]);
  });
});

describe('csvTable: files it refuses, with the reason and the line', () => {
  it('an empty file, or one of blank lines', () => {
    const empty = { en: 'datos.csv is empty.', es: 'datos.csv está vacío.' };
    expect(errorOf('')).toEqual(empty);
    expect(errorOf('\n\r\n  \n')).toEqual(empty);
    expect(errorOf(new Uint8Array([0xef, 0xbb, 0xbf]))).toEqual(empty);
  });

  it('a header with no rows', () => {
    expect(errorOf('a,b\n')).toEqual({ en: 'datos.csv has a header but no rows.', es: 'datos.csv tiene encabezado pero ninguna fila.' });
  });

  it('a ragged row, named by the line it starts on (quoted line breaks counted)', () => {
    expect(errorOf('a,b,c\n1,2,3\n4,5\n')).toEqual({
      en: 'Line 3 has 2 fields; the header has 3.',
      es: 'La línea 3 tiene 2 campos; el encabezado tiene 3.',
    });
    expect(errorOf('a,b\r\n"x\r\ny",1\r\n2,3,4\r\n')).toEqual({
      en: 'Line 4 has 3 fields; the header has 2.',
      es: 'La línea 4 tiene 3 campos; el encabezado tiene 2.',
    });
  });

  it('no header: a first line of numbers or dates', () => {
    expect(errorOf('1,2.5,2024-01-01\n3,4,2024-01-02\n')).toEqual({
      en: 'Line 1 holds values, not column names: the first line of the file must be a header.',
      es: 'La línea 1 tiene valores, no nombres de columna: la primera línea del archivo debe ser un encabezado.',
    });
  });

  it('a header with an unnamed or a repeated column', () => {
    expect(errorOf('a,,c\n1,2,3\n')).toEqual({
      en: 'Line 1: column 2 of the header has no name.',
      es: 'Línea 1: la columna 2 del encabezado no tiene nombre.',
    });
    expect(errorOf('\n\na,b,a\n1,2,3\n')).toEqual({
      en: 'Line 3: the column name "a" appears twice.',
      es: 'Línea 3: el nombre de columna "a" aparece dos veces.',
    });
  });

  it('a quoted field never closed, named by the line where it opens', () => {
    expect(errorOf('a,b\n1,2\n3,"abierto\n4,5\n')).toEqual({
      en: 'Line 3: a quoted field is never closed.',
      es: 'Línea 3: un campo entre comillas nunca se cierra.',
    });
  });

  it('text after a closing quote', () => {
    expect(errorOf('a,b\n"x"y,2\n')).toEqual({
      en: 'Line 2: text after the closing quote of field 1.',
      es: 'Línea 2: hay texto después de la comilla que cierra el campo 1.',
    });
  });

  it('binary garbage, or text with NUL bytes', () => {
    const notText = { en: 'datos.csv is not a text file (it is not UTF-8).', es: 'datos.csv no es un archivo de texto (no es UTF-8).' };
    const random = seededRandom(7, 'garbage');
    const garbage = Uint8Array.from({ length: 4096 }, () => random.int(0, 255));
    expect(errorOf(garbage)).toEqual(notText);
    expect(errorOf(encode('a,b\n1,\u0000\n'))).toEqual(notText);
    // A PNG's first bytes: not UTF-8.
    expect(errorOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toEqual(notText);
  });
});

describe('csvRecords and detectDelimiter', () => {
  it('numbers each record by the line it starts on', () => {
    expect(csvRecords('a,b\n"1\n2",x\n\ny,z', ',')).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['a', 'b'] },
        { line: 2, fields: ['1\n2', 'x'] },
        { line: 5, fields: ['y', 'z'] },
      ],
    });
  });

  it('keeps a record of one quoted empty field, which is not a blank line', () => {
    expect(csvRecords('a\n""\n', ',')).toEqual({ ok: true, records: [{ line: 1, fields: ['a'] }, { line: 2, fields: [''] }] });
  });

  it('picks the delimiter the header uses most, outside quotes', () => {
    expect(detectDelimiter('a,b,c\n1;2;3;4;5')).toBe(',');
    expect(detectDelimiter('a;b;"c,d,e"\n')).toBe(';');
    expect(detectDelimiter('a\tb\tc\n')).toBe('\t');
    expect(detectDelimiter('solo\n1,2,3')).toBe(',');
  });
});
