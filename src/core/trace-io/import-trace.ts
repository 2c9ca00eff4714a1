// Reading a trace file someone picked: every way it can be wrong comes back as a message in both UI languages
// (too large, empty, not JSON, JSON of something else, a lab trace of another version, a field that does not fit),
// never as an exception. A bare trace (the trace format's own object, `agent-loop-lab/trace@1`) reads as a file
// of one run.
import { hasUnknownCounts } from '../agent/count-trace.ts';
import type { Trace } from '../agent/trace.ts';
import type { Bilingual } from '../i18n/bilingual.ts';
import { isRecord } from '../json/json-value.ts';
import { foreignFileMessage } from './foreign-file.ts';
import { jsonErrorOffset } from './json-error-offset.ts';
import { schemaIssueMessage } from './schema-issue.ts';
import { TRACE_FORMAT, type TraceFile, TRACE_FILE_FORMAT } from './trace-file.ts';
import { traceFileSchema, traceSchema } from './trace-schema.ts';

/** The largest file read (UTF-8 bytes): a long local run's file is a few MB; past this, parsing would stall the page. */
export const MAX_TRACE_FILE_BYTES = 20_000_000;

export type TraceFileReading = { ok: true; file: TraceFile } | { ok: false; message: Bilingual };

/**
 * @example readTraceFile(traceFileJson([{ label: 'Gemini', trace }])) // { ok: true, file: { format, runs: [{ label: 'Gemini', trace }] } }
 * @example readTraceFile('{"resourceSpans": []}').message.en // 'This is OpenTelemetry (OTLP) JSON (traces), not a lab trace: …'
 */
export function readTraceFile(text: string): TraceFileReading {
  if (exceedsBytes(text, MAX_TRACE_FILE_BYTES)) {
    return refuse({
      en: `This file is larger than ${MAX_TRACE_FILE_BYTES / 1_000_000} MB, the most the lab reads.`,
      es: `Este archivo ocupa más de ${MAX_TRACE_FILE_BYTES / 1_000_000} MB, lo máximo que lee el laboratorio.`,
    });
  }
  if (text.trim() === '') return refuse({ en: 'This file is empty.', es: 'Este archivo está vacío.' });
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    return refuse(notJsonMessage(text, error));
  }
  const foreign = foreignFileMessage(value);
  if (foreign) return refuse(foreign);
  if (isRecord(value) && value.format === TRACE_FORMAT) {
    const trace = traceSchema.safeParse(value);
    if (!trace.success) return refuse(schemaIssueMessage(value, trace.error.issues));
    return counted({ format: TRACE_FILE_FORMAT, runs: [{ label: bareTraceLabel(trace.data), trace: trace.data }] });
  }
  const file = traceFileSchema.safeParse(value);
  return file.success ? counted(file.data) : refuse(schemaIssueMessage(value, file.error.issues));
}

/** The lab counts a trace before it writes it: a file with a count still null did not come from an export. */
function counted(file: TraceFile): TraceFileReading {
  const pending = file.runs.findIndex((r) => 'trace' in r && hasUnknownCounts(r.trace));
  if (pending === -1) return { ok: true, file };
  const where = file.runs.length > 1 ? { en: ` (run ${pending + 1})`, es: ` (ejecución ${pending + 1})` } : { en: '', es: '' };
  return refuse({
    en: `This trace${where.en} has token counts that were never made (null); the lab's exports always count them, so it cannot be read.`,
    es: `Esta traza${where.es} tiene recuentos de tokens sin hacer (null); las exportaciones del laboratorio siempre los cuentan, así que no se puede leer.`,
  });
}

function refuse(message: Bilingual): TraceFileReading {
  return { ok: false, message };
}

/** A bare trace has no label: it is named by who answered. */
function bareTraceLabel(trace: Trace): string {
  return `${trace.backend} · ${trace.model}`;
}

/**
 * Whether `text` is over `limit` bytes in UTF-8 (the size of the file it came from), counted without encoding it
 * and stopping as soon as it is.
 */
function exceedsBytes(text: string, limit: number): boolean {
  if (text.length > limit) return true;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A surrogate pair is one 4-byte character; a lone surrogate is written as U+FFFD, 3 bytes.
    const pair = unit >= 0xd800 && unit < 0xdc00 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    if (pair) i++;
    bytes += unit < 0x80 ? 1 : unit < 0x800 ? 2 : pair ? 4 : 3;
    if (bytes > limit) return true;
  }
  return false;
}

/** The parser's own words, with the line and column where the text stops being JSON. */
function notJsonMessage(text: string, error: unknown): Bilingual {
  // V8 quotes the text around the error, line breaks and all: on one line it reads as a message.
  const said = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ');
  const offset = jsonErrorOffset(text);
  if (offset === undefined) return { en: `This file is not JSON (${said}).`, es: `Este archivo no es JSON (${said}).` };
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - (before.lastIndexOf('\n') + 1) + 1;
  return {
    en: `This file is not JSON: it stops being JSON at line ${line}, column ${column} (${said}).`,
    es: `Este archivo no es JSON: deja de serlo en la línea ${line}, columna ${column} (${said}).`,
  };
}
