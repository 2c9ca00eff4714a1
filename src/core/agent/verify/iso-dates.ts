// ISO dates (2024-03-15) in an answer and in tool results: the date rule judges them whole (the lesson's reader
// split one into 2024, 03 and 15 and checked each; as a whole it cannot pass on borrowed parts).

export const ISO_DATE = /(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)/g;

/** Every ISO date written in the strings of a JSON value. */
export function datesIn(value: unknown): string[] {
  if (typeof value === 'string') return value.match(ISO_DATE) ?? [];
  if (Array.isArray(value)) return value.flatMap(datesIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(datesIn);
  return [];
}
