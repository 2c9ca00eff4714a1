// Python's `json.dumps(value)` with its defaults, byte for byte: ", " and ": " separators, non-ASCII escaped as
// \uXXXX, floats in Python's repr. The lesson serialized tool outputs (and Responses `arguments`) this way, and
// its token table depends on those bytes.

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

/** A JSON string literal as Python writes it with ensure_ascii: everything outside space..~ escaped. */
export function pythonStringLiteral(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i] as string;
    const code = s.charCodeAt(i);
    const short = SHORT_ESCAPES[ch];
    if (short !== undefined) out += short;
    // UTF-16 code units, so characters beyond the BMP come out as surrogate pairs, as Python writes them.
    else if (code < 0x20 || code > 0x7e) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return `${out}"`;
}

/** `json.dumps(value)` with Python's defaults. Keys keep insertion order; `undefined` members are skipped. */
export function pythonJsonDumps(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return pythonFloatRepr(value);
  if (typeof value === 'string') return pythonStringLiteral(value);
  if (Array.isArray(value)) return `[${value.map(pythonJsonDumps).join(', ')}]`;
  if (typeof value === 'object') {
    const members = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${pythonStringLiteral(k)}: ${pythonJsonDumps(v)}`);
    return `{${members.join(', ')}}`;
  }
  return pythonStringLiteral(String(value));
}
