// RFC 4180 records, read by PapaParse as the text arrives in pieces: fields separated by a delimiter, records by
// CRLF, LF or a lone CR (mixed in one file too: LineBreaks makes them LF for PapaParse), a field in double quotes
// may hold delimiters, line breaks and doubled quotes (`""` is one `"`). A quote inside an unquoted field is kept
// as text, as spreadsheets do. Each record comes with the line it starts on, for error messages.
import Papa from 'papaparse';
import { LineBreaks } from './line-breaks.ts';
import type { LocalizedText } from './table.ts';

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
}

export type CsvRecords = { ok: true; records: CsvRecord[] } | { ok: false; error: LocalizedText };

/** Takes one record; an error returned stops the reading there. */
export type RecordSink = (fields: string[], line: number) => LocalizedText | undefined;

interface StepResult {
  data: string[][];
  errors: { code: string; index?: number }[];
  meta: { cursor: number };
}

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The delimiter of the first record: the candidate that appears most often outside quotes (comma on a tie or
 * none), so that semicolon files saved by a spreadsheet in a Spanish locale read too.
 */
export function detectDelimiter(text: string): string {
  return delimiterOf(text, true) as string;
}

/** detectDelimiter, or undefined while the first record has not ended and more text may come. */
function delimiterOf(text: string, last: boolean): string | undefined {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  let ended = last;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) {
      ended = true;
      break;
    } else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  if (!ended) return undefined;
  let best: string = ',';
  for (const d of DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d;
  return best;
}

/** Line breaks of any kind (CRLF, LF, lone CR) in `text` between `from` and `to`. */
function breaksIn(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) n++;
  }
  return n;
}

function failure(line: number, en: string, es: string): LocalizedText {
  return { en: `Line ${line}: ${en}.`, es: `Línea ${line}: ${es}.` };
}

/**
 * Reads records from text pushed piece by piece (a file's chunks), handing each to `sink`. Blank lines (empty or
 * spaces only) are skipped; a record of one quoted empty field is not blank. The delimiter is the first line's
 * (detectDelimiter) unless given.
 */
export class CsvRecordReader {
  readonly #sink: RecordSink;
  #delimiter: string | undefined;
  /** The text as it came, until its first record has ended and says the delimiter. */
  #head = '';
  #breaks: LineBreaks | undefined;
  /** Text not yet read, its breaks as LF: the start of a record whose end has not arrived. */
  #pending = '';
  /** The line #pending starts on. */
  #line = 1;
  /**
   * A record longer than the text so far (an unclosed quote, a huge field) is not parsed again on every chunk,
   * which would read the file over and over: only once the pending text has doubled.
   */
  #retryAt = 0;
  #error: LocalizedText | undefined;

  constructor(sink: RecordSink, delimiter?: string) {
    this.#sink = sink;
    this.#delimiter = delimiter;
  }

  get delimiter(): string | undefined {
    return this.#delimiter;
  }

  /** Reads what `text` completes; the error that stopped the reading, if any. */
  push(text: string): LocalizedText | undefined {
    if (this.#error) return this.#error;
    this.#take(text, false);
    if (this.#pending.length >= this.#retryAt) this.#read(false);
    return this.#error;
  }

  /** The text has ended: reads the last record. */
  end(): LocalizedText | undefined {
    if (!this.#error) {
      this.#take('', true);
      this.#read(true);
    }
    return this.#error;
  }

  /** Adds `text` to the pending text, once the first record has said the delimiter the breaks depend on. */
  #take(text: string, last: boolean): void {
    if (!this.#breaks) {
      this.#head += text;
      this.#delimiter ??= delimiterOf(this.#head, last);
      if (this.#delimiter === undefined) return;
      this.#breaks = new LineBreaks(this.#delimiter);
      text = this.#head;
      this.#head = '';
    }
    this.#pending += this.#breaks.push(text, last);
  }

  #read(last: boolean): void {
    const input = this.#pending;
    if (this.#breaks === undefined) return;
    // Without a quote each record is one line (PapaParse then splits on the line break, the fast path).
    const quoted = input.includes('"');
    let start = 0;
    const parser = new Papa.Parser({
      delimiter: this.#delimiter,
      newline: '\n',
      step: (result: StepResult) => {
        const end = result.meta.cursor;
        if (result.errors.length > 0) {
          this.#fail(input, start, result.errors[0] as StepResult['errors'][number]);
          parser.abort();
          return;
        }
        const fields = result.data[0] as string[];
        const blank = fields.length === 1 && (fields[0] as string).trim() === '' && !(quoted && input[start] === '"');
        const problem = blank ? undefined : this.#sink(fields, this.#line);
        if (problem) {
          this.#error = problem;
          parser.abort();
          return;
        }
        this.#line += quoted ? breaksIn(input, start, end) : 1;
        start = end;
      },
    });
    const rest = parser.parse(input, 0, !last) as StepResult;
    if (this.#error || last) {
      // An error in the record the text ends in is the file's, once no more text can come.
      if (!this.#error && rest.errors.length > 0) this.#fail(input, start, rest.errors[0] as StepResult['errors'][number]);
      this.#pending = '';
      return;
    }
    this.#pending = input.slice(start);
    this.#retryAt = start === 0 ? input.length * 2 : 0;
  }

  /** PapaParse's error in the record starting at `start`, as the line and reason the student reads. */
  #fail(input: string, start: number, error: StepResult['errors'][number]): void {
    // PapaParse points just after the opening quote of the field in question.
    const open = (error.index ?? start + 1) - 1;
    if (error.code === 'MissingQuotes') {
      this.#error = failure(this.#line + breaksIn(input, start, open), 'a quoted field is never closed', 'un campo entre comillas nunca se cierra');
      return;
    }
    let close = open + 1;
    for (;;) {
      close = input.indexOf('"', close);
      if (close === -1 || input[close + 1] !== '"') break;
      close += 2;
    }
    const before = new Papa.Parser({ delimiter: this.#delimiter, newline: '\n' }).parse(input.slice(start, open), 0, false) as StepResult;
    const field = Math.max(1, before.data[0]?.length ?? 0);
    this.#error = failure(
      this.#line + breaksIn(input, start, close === -1 ? open : close),
      `text after the closing quote of field ${field}`,
      `hay texto después de la comilla que cierra el campo ${field}`,
    );
  }
}

/** Splits `text` (without a byte-order mark) into records: CsvRecordReader over the whole text at once. */
export function csvRecords(text: string, delimiter: string): CsvRecords {
  const records: CsvRecord[] = [];
  const reader = new CsvRecordReader((fields, line) => {
    records.push({ line, fields });
    return undefined;
  }, delimiter);
  const error = reader.push(text) ?? reader.end();
  return error ? { ok: false, error } : { ok: true, records };
}
