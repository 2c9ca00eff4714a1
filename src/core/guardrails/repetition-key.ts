// The lesson's `json.dumps([nombre, args], sort_keys=True)`: the same tool with the same arguments gives the
// same key whatever order the model wrote the arguments in.

export function repetitionKey(name: string, args: unknown): string {
  return JSON.stringify([name, sortedKeys(args)]);
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, sortedKeys(record[key])]),
  );
}
