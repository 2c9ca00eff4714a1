// Reading a response's usage fields, shared by every shape's `usage` reader: a count is a finite number or
// absent, a nested object is an object or empty (a field a provider leaves out is never a zero).
import { isRecord } from '../json/json-value.ts';

/** A count, when the field holds one. */
export const countIn = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** A nested usage object, or an empty one. */
export const fieldsIn = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
