// Tool results as the lesson's loop hands them to the model: Python's `json.dumps(r, ensure_ascii=False)`,
// whose separators are ", " and ": " (JSON.stringify writes none). Token counts depend on these bytes.

export function pythonJsonDumps(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(pythonJsonDumps).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}: ${pythonJsonDumps(v)}`).join(', ')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
