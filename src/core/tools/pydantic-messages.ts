// zod's validation issues reworded as pydantic v2 prints them, because the lesson's model read pydantic's
// bytes: `fecha: String should match pattern '^\d{4}-\d{2}-\d{2}$'`. Each issue also gets its BFCL label.
import { z, type ZodObject, type ZodType } from 'zod';
import { pythonRepr } from './python-repr.ts';
import type { CallLabel } from './tool-kit-types.ts';

export interface ArgumentIssue {
  /** The first element of pydantic's `loc` (the lesson prints only that); absent for the arguments as a whole. */
  field?: string;
  message: string;
  label: CallLabel;
}

type Issue = z.core.$ZodIssue;

function lookup(input: unknown, path: readonly PropertyKey[]): { present: boolean; value?: unknown } {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return { present: false };
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return { present: value !== undefined, value };
}

function unwrap(schema: ZodType): ZodType {
  let s: ZodType = schema;
  while (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault) {
    s = s.unwrap() as ZodType;
  }
  return s;
}

/** The schema at a path of the arguments, to name a nested model the way pydantic does. */
function schemaAt(root: ZodObject, path: readonly PropertyKey[]): ZodType | undefined {
  let s: ZodType | undefined = root;
  for (const key of path) {
    const inner: ZodType | undefined = s && unwrap(s);
    if (inner instanceof z.ZodObject) s = inner.shape[key as string] as ZodType | undefined;
    else if (inner instanceof z.ZodArray) s = inner.element as ZodType;
    else return undefined;
  }
  return s && unwrap(s);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function typeMessage(issue: Issue & { code: 'invalid_type' }, value: unknown, root: ZodObject, rootTitle: string) {
  switch (issue.expected) {
    case 'string':
      return 'Input should be a valid string';
    case 'number': {
      // zod checks "is a number" before "is an integer"; pydantic names the field's own type.
      const target = schemaAt(root, issue.path);
      if (!(target instanceof z.ZodNumber && target.isInt)) return 'Input should be a valid number';
      return 'Input should be a valid integer';
    }
    case 'int':
      return typeof value === 'number' && Number.isFinite(value)
        ? 'Input should be a valid integer, got a number with a fractional part'
        : 'Input should be a valid integer';
    case 'boolean':
      return 'Input should be a valid boolean';
    case 'array':
      return 'Input should be a valid list';
    case 'object': {
      const meta = issue.path.length === 0 ? undefined : schemaAt(root, issue.path)?.meta();
      const title = issue.path.length === 0 ? rootTitle : (meta?.id ?? meta?.title);
      return title ? `Input should be a valid dictionary or instance of ${title}` : 'Input should be a valid dictionary';
    }
    case 'record':
      return 'Input should be a valid dictionary';
    default:
      return issue.message;
  }
}

function boundMessage(issue: Issue & { code: 'too_small' | 'too_big' }, value: unknown): string {
  const small = issue.code === 'too_small';
  const bound = Number(small ? issue.minimum : issue.maximum);
  const atLeast = small ? 'at least' : 'at most';
  switch (issue.origin) {
    case 'string':
      return `String should have ${atLeast} ${plural(bound, 'character')}`;
    case 'array':
      return `List should have ${atLeast} ${plural(bound, 'item')} after validation, not ${(value as unknown[]).length}`;
    case 'number':
    case 'int': {
      const relation = small ? 'greater than' : 'less than';
      return `Input should be ${relation}${issue.inclusive ? ' or equal to' : ''} ${bound}`;
    }
    default:
      return issue.message;
  }
}

function literalList(values: readonly unknown[]): string {
  const reprs = values.map(pythonRepr);
  return reprs.length <= 1 ? (reprs[0] ?? '') : `${reprs.slice(0, -1).join(', ')} or ${reprs.at(-1)}`;
}

/** Pydantic's errors for one failed validation, in zod's order (the fields' declared order). */
export function pydanticIssues(issues: readonly Issue[], input: unknown, root: ZodObject, rootTitle: string): ArgumentIssue[] {
  return issues.flatMap((issue): ArgumentIssue[] => {
    const field = issue.path.length > 0 ? String(issue.path[0]) : undefined;
    const at = (message: string, label: CallLabel): ArgumentIssue[] => [
      field === undefined ? { message, label } : { field, message, label },
    ];
    const { present, value } = lookup(input, issue.path);
    switch (issue.code) {
      case 'invalid_type':
        return present || issue.path.length === 0
          ? at(typeMessage(issue, value, root, rootTitle), 'type_error')
          : at('Field required', 'missing_required');
      case 'invalid_format':
        return issue.format === 'regex' && issue.pattern
          ? at(`String should match pattern '${issue.pattern.replace(/^\/(.*)\/[a-z]*$/s, '$1')}'`, 'value_error')
          : at(issue.message, 'value_error');
      case 'too_small':
      case 'too_big':
        return at(boundMessage(issue, value), 'value_error');
      case 'invalid_value':
        return at(`Input should be ${literalList(issue.values)}`, 'value_error');
      case 'unrecognized_keys':
        return issue.keys.map((key) => ({
          field: field ?? key,
          message: 'Extra inputs are not permitted',
          label: 'unexpected_param',
        }));
      default:
        return at(issue.message, 'value_error');
    }
  });
}
