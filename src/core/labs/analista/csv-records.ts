// RFC 4180 records: fields separated by a delimiter, records by CRLF or LF (a lone CR too), a field in double
// quotes may hold delimiters, line breaks and doubled quotes (`""` is one `"`). A quote inside an unquoted
// field is kept as text, as spreadsheets do. Each record remembers the line it starts on, for error messages.
import type { LocalizedText } from './table.ts';

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
}

export type CsvRecords = { ok: true; records: CsvRecord[] } | { ok: false; error: LocalizedText };

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The delimiter of the first record: the candidate that appears most often outside quotes (comma on a tie or
 * none), so that semicolon files saved by a spreadsheet in a Spanish locale read too.
 */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best: string = ',';
  for (const d of DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d;
  return best;
}

/** Splits `text` (without a byte-order mark) into records. Blank lines (empty or spaces only) are skipped. */
export function csvRecords(text: string, delimiter: string): CsvRecords {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  // The current field was quoted and its closing quote seen: only a delimiter or a line break may follow.
  let closed = false;
  let fieldStarted = false;
  let quoteLine = 1;

  const endField = () => {
    fields.push(field);
    field = '';
    closed = false;
    fieldStarted = false;
  };
  const endRecord = () => {
    const blank = fields.length === 0 && field.trim() === '' && !closed;
    if (!blank) {
      endField();
      records.push({ line: recordLine, fields });
    }
    fields = [];
    field = '';
    closed = false;
    fieldStarted = false;
  };

  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
          closed = true;
        }
      } else {
        if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line++;
        field += ch;
      }
      continue;
    }
    if (ch === delimiter) {
      endField();
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else if (closed) {
      return failure(line, `text after the closing quote of field ${fields.length + 1}`, `hay texto después de la comilla que cierra el campo ${fields.length + 1}`);
    } else if (ch === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
      quoteLine = line;
    } else {
      field += ch;
      fieldStarted = true;
    }
  }
  if (quoted) {
    return failure(quoteLine, 'a quoted field is never closed', 'un campo entre comillas nunca se cierra');
  }
  endRecord();
  return { ok: true, records };
}

function failure(line: number, en: string, es: string): CsvRecords {
  return { ok: false, error: { en: `Line ${line}: ${en}.`, es: `Línea ${line}: ${es}.` } };
}
