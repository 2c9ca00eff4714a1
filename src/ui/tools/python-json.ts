// Tool results as the lesson's local-model loop hands them to the model: `json.dumps(r, ensure_ascii=False)`.
// Same bytes as core's pythonJsonDumps (", " and ": " separators, Python's float repr) except that accented
// letters stay as they are ("números", not "n\u00fameros"), which is also what a class can read on a projector.
import { pythonFloatRepr } from '../../core/json/python-json.ts';

export function pythonJsonDumpsUnicode(value: unknown): string {
  if (typeof value === 'number') return pythonFloatRepr(value);
  if (Array.isArray(value)) return `[${value.map(pythonJsonDumpsUnicode).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}: ${pythonJsonDumpsUnicode(v)}`).join(', ')}}`;
  }
  // Strings: JSON.stringify escapes what Python escapes when ensure_ascii is off (quotes, backslash, controls).
  return JSON.stringify(value) ?? 'null';
}
