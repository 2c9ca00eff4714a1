// The lesson's third rule: a tool error that nothing resolved means the answer cannot give that datum.
// The lesson's test is crude ("some error and no successful result at all"); this one looks at each failed call:
//   1. resolved when a call to the same tool with the same arguments succeeded (a retry that worked, or a
//      repeated call whose result the model already had);
//   2. resolved when a later call to the same tool succeeded (the model corrected `BUSMAR`/`15/03/2024`), or any
//      later call when this one named no real tool (`wrong_func_name`), unless the answer names an argument of
//      the failed call that no successful call used (`ACME`, after an error for ACME and a success for BUSI).
// Every run the lesson's rule flags is flagged here too, since without any success neither 1 nor 2 applies.
import { canonicalJson } from './canonical-json.ts';
import { succeeded, type VerifiedCall } from './verify-input.ts';

/** The failed calls nothing resolved, one per tool and arguments, in trace order. */
export function unresolvedErrors(calls: readonly VerifiedCall[], answer: string): VerifiedCall[] {
  const usedValues = new Set(calls.filter(succeeded).flatMap((c) => textValues(c.args)));
  const seen = new Set<string>();
  const out: VerifiedCall[] = [];
  calls.forEach((call, i) => {
    if (succeeded(call)) return;
    const key = canonicalJson([call.name, call.args]);
    if (seen.has(key)) return;
    seen.add(key);
    const retried = calls.some((c) => succeeded(c) && c.name === call.name && canonicalJson(c.args) === canonicalJson(call.args));
    if (retried) return;
    const corrected = calls
      .slice(i + 1)
      .some((c) => succeeded(c) && (c.name === call.name || call.label === 'wrong_func_name'));
    const namesFailedDatum = textValues(call.args).some((v) => !usedValues.has(v) && mentions(answer, v));
    if (corrected && !namesFailedDatum) return;
    out.push(call);
  });
  return out;
}

function textValues(value: unknown): string[] {
  if (typeof value === 'string') return value.trim().length >= 2 ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap(textValues);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(textValues);
  return [];
}

function mentions(text: string, value: string): boolean {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}
