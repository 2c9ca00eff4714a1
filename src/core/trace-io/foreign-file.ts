// What a JSON file that is not a lab trace is, said to the person who picked it: a student who exported OTLP
// and tries to open it again, or a file from a later version of the lab, should hear what they have, not just no.
import type { Bilingual } from '../i18n/bilingual.ts';
import { isRecord } from '../json/json-value.ts';
import { TRACE_FILE_FORMAT, TRACE_FORMAT } from './trace-file.ts';

const LAB_FORMAT_PREFIX = 'agent-loop-lab/';

const OTLP_SIGNALS = [
  { key: 'resourceSpans', en: 'traces', es: 'trazas' },
  { key: 'resourceLogs', en: 'logs', es: 'registros' },
  { key: 'resourceMetrics', en: 'metrics', es: 'métricas' },
] as const;

/** Why `value` (parsed JSON) is not a lab trace, or undefined when its format says it is one of this version. */
export function foreignFileMessage(value: unknown): Bilingual | undefined {
  if (!isRecord(value)) return notAnObject(value);
  const signal = OTLP_SIGNALS.find((s) => Array.isArray(value[s.key]));
  if (signal !== undefined) {
    return {
      en: `This is OpenTelemetry (OTLP) JSON (${signal.en}), not a lab trace: the lab exports OTLP for other tools, but it reads back only its own trace files (${TRACE_FILE_FORMAT}).`,
      es: `Esto es JSON de OpenTelemetry (OTLP) (${signal.es}), no una traza del laboratorio: el laboratorio exporta OTLP para otras herramientas, pero solo vuelve a leer sus propios archivos de traza (${TRACE_FILE_FORMAT}).`,
    };
  }
  const format = value.format;
  if (format === TRACE_FILE_FORMAT || format === TRACE_FORMAT) return undefined;
  if (format === undefined) {
    return {
      en: `This JSON object has no "format" field, so it is not a lab trace file (one starts with "format": "${TRACE_FILE_FORMAT}").`,
      es: `Este objeto JSON no tiene campo «format», así que no es un archivo de traza del laboratorio (uno empieza por "format": "${TRACE_FILE_FORMAT}").`,
    };
  }
  const shown = typeof format === 'string' ? format : JSON.stringify(format);
  if (typeof format === 'string' && format.startsWith(LAB_FORMAT_PREFIX)) {
    return {
      en: `This is a lab trace of another version (${shown}); this version of the lab reads ${TRACE_FILE_FORMAT} and ${TRACE_FORMAT}.`,
      es: `Esta es una traza del laboratorio de otra versión (${shown}); esta versión del laboratorio lee ${TRACE_FILE_FORMAT} y ${TRACE_FORMAT}.`,
    };
  }
  return {
    en: `This JSON file's format is "${shown}", not a lab trace (${TRACE_FILE_FORMAT}).`,
    es: `El formato de este archivo JSON es «${shown}», no una traza del laboratorio (${TRACE_FILE_FORMAT}).`,
  };
}

const NOT_OBJECTS: Record<'array' | 'null' | 'string' | 'number' | 'boolean', Bilingual> = {
  array: { en: 'a JSON array', es: 'una lista JSON' },
  null: { en: 'JSON null', es: 'un null de JSON' },
  string: { en: 'a JSON string', es: 'un texto JSON' },
  number: { en: 'a JSON number', es: 'un número JSON' },
  boolean: { en: 'a JSON boolean', es: 'un booleano JSON' },
};

/** `value` is parsed JSON, so it is one of these when it is not an object. */
function notAnObject(value: unknown): Bilingual {
  const kind = Array.isArray(value) ? 'array' : value === null ? 'null' : (typeof value as 'string' | 'number' | 'boolean');
  const what = NOT_OBJECTS[kind];
  return {
    en: `This file holds ${what.en}, not a lab trace: a trace file is a JSON object with "format": "${TRACE_FILE_FORMAT}".`,
    es: `Este archivo contiene ${what.es}, no una traza del laboratorio: un archivo de traza es un objeto JSON con "format": "${TRACE_FILE_FORMAT}".`,
  };
}
