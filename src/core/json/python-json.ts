// Python's `json.dumps(value)` with its defaults, byte for byte: ", " and ": " separators, non-ASCII escaped as
// \uXXXX, floats in Python's repr. The lesson serialized tool outputs (and Responses `arguments`) this way, and
// its token table depends on those bytes. `ensureAscii: false` gives `json.dumps(value, ensure_ascii=False)`,
// what the lesson's local-model loop wrote (and what a class can read on a projector: "números").

export interface PythonJsonOptions {
  /** Escape everything outside space..~ as \uXXXX (Python's default), or only quotes, backslashes and controls. */
  ensureAscii?: boolean;
}

/**
 * Python's float repr: the shortest digits that round-trip (as JavaScript's), but exponent notation outside
 * 1e-4 <= |x| < 1e16, with a signed two-digit exponent ("1e-05", "1e+16").
 * JavaScript has one number type, so an integral value prints as an int ("26", not "26.0"); the lesson's
 * figures are never integral floats.
 */
export function pythonFloatRepr(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (!Number.isFinite(x)) return x > 0 ? 'Infinity' : '-Infinity';
  if (Number.isInteger(x) && Math.abs(x) < 1e16) return x.toFixed(0);
  const [mantissa = '', exp = '0'] = x.toExponential().split('e');
  const e = Number(exp);
  if (e >= -4 && e < 16) return fixedFromExponential(mantissa, e);
  const sign = e < 0 ? '-' : '+';
  return `${mantissa}e${sign}${String(Math.abs(e)).padStart(2, '0')}`;
}

function fixedFromExponential(mantissa: string, e: number): string {
  const negative = mantissa.startsWith('-');
  const digits = mantissa.replace('-', '').replace('.', '');
  const point = e + 1;
  let text: string;
  if (point <= 0) text = `0.${'0'.repeat(-point)}${digits}`;
  else if (point >= digits.length) text = `${digits}${'0'.repeat(point - digits.length)}.0`;
  else text = `${digits.slice(0, point)}.${digits.slice(point)}`;
  return negative ? `-${text}` : text;
}

const SHORT_ESCAPES: Record<string, string> = {
  '"': '\\"',
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f',
};

/** A JSON string literal as Python writes it: with ensure_ascii everything outside space..~ is escaped. */
export function pythonStringLiteral(s: string, ensureAscii = true): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i] as string;
    const code = s.charCodeAt(i);
    const short = SHORT_ESCAPES[ch];
    if (short !== undefined) out += short;
    // UTF-16 code units, so characters beyond the BMP come out as surrogate pairs, as Python writes them.
    else if (code < 0x20 || (ensureAscii && code > 0x7e)) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return `${out}"`;
}

/** `json.dumps(value)` with Python's defaults. Keys keep insertion order; `undefined` members are skipped. */
export function pythonJsonDumps(value: unknown, { ensureAscii = true }: PythonJsonOptions = {}): string {
  const dump = (v: unknown): string => {
    if (v === null || v === undefined) return 'null';
    if (typeof v === 'boolean') return v ? 'true' : 'false';
    if (typeof v === 'number') return pythonFloatRepr(v);
    if (typeof v === 'string') return pythonStringLiteral(v, ensureAscii);
    if (Array.isArray(v)) return `[${v.map(dump).join(', ')}]`;
    if (typeof v === 'object') {
      const members = Object.entries(v as Record<string, unknown>)
        .filter(([, m]) => m !== undefined)
        .map(([k, m]) => `${pythonStringLiteral(k, ensureAscii)}: ${dump(m)}`);
      return `{${members.join(', ')}}`;
    }
    return pythonStringLiteral(String(v), ensureAscii);
  };
  return dump(value);
}
