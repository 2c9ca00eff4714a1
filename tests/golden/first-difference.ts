// The first place two JSON values differ, in document order, so that a golden test failing on a long trace can
// say where instead of printing two whole traces. Key order counts: the golden files are compared byte for byte.

export type JsonPath = (string | number)[];

export interface Difference {
  path: JsonPath;
  /** `value`: the values at `path` differ (`undefined` is a missing key or item); `key-order`: same keys, other order. */
  kind: 'value' | 'key-order';
  expected: unknown;
  actual: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `undefined` when the two are the same JSON, key order included. */
export function firstDifference(expected: unknown, actual: unknown, path: JsonPath = []): Difference | undefined {
  if (Array.isArray(expected) && Array.isArray(actual)) {
    for (let i = 0; i < Math.max(expected.length, actual.length); i++) {
      const found = firstDifference(expected[i], actual[i], [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  if (isObject(expected) && isObject(actual)) {
    const keys = Object.keys(expected);
    for (const key of [...keys, ...Object.keys(actual).filter((k) => !Object.hasOwn(expected, k))]) {
      const found = firstDifference(expected[key], actual[key], [...path, key]);
      if (found) return found;
    }
    const order = Object.keys(actual);
    if (order.some((key, i) => key !== keys[i])) return { path, kind: 'key-order', expected: keys, actual: order };
    return undefined;
  }
  return expected === actual ? undefined : { path, kind: 'value', expected, actual };
}

/**
 * The message for two outputs that differ, `undefined` when they do not. Inside a trace's events it names the
 * event: `runs[2].run.trace: event 7 (result) at output.error: expected "…", got "…"`.
 */
export function describeDifference(expected: unknown, actual: unknown): string | undefined {
  const found = firstDifference(expected, actual);
  if (!found) return undefined;
  const what =
    found.kind === 'key-order'
      ? `keys in another order: expected ${show(found.expected)}, got ${show(found.actual)}`
      : `expected ${show(found.expected)}, got ${show(found.actual)}`;
  const at = found.path.findIndex((part, i) => part === 'events' && typeof found.path[i + 1] === 'number');
  if (at < 0) return `at ${formatPath(found.path)}: ${what}`;
  const eventPath = found.path.slice(0, at + 2);
  const types = [valueAt(expected, eventPath), valueAt(actual, eventPath)].map((event) => (isObject(event) ? String(event.type) : 'none'));
  const type = types[0] === types[1] ? types[0] : `expected ${types[0]}, got ${types[1]}`;
  const where = at === 0 ? '' : `${formatPath(found.path.slice(0, at))}: `;
  const inside = found.path.length > at + 2 ? ` at ${formatPath(found.path.slice(at + 2))}` : '';
  return `${where}event ${String(found.path[at + 1])} (${type})${inside}: ${what}`;
}

function valueAt(value: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string | number, unknown>)[part] : undefined), value);
}

/** A value for a one-line message: JSON, cut when long; a missing one says so. */
function show(value: unknown): string {
  if (value === undefined) return '(missing)';
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
}

/** `events[3].exchange.responseHeaders["x-sim-script"]`; the empty path is `(root)`. */
export function formatPath(path: JsonPath): string {
  const text = path
    .map((part) => (typeof part === 'number' ? `[${part}]` : /^[A-Za-z_$][\w$]*$/.test(part) ? `.${part}` : `[${JSON.stringify(part)}]`))
    .join('');
  return text === '' ? '(root)' : text.replace(/^\./, '');
}
