// What the verifier reports: a stable code, the lesson's one-line detail, and a plain explanation for students.
import type { Bilingual } from '../../i18n/bilingual.ts';

export interface Finding {
  /** The id of the rule that found it (`figure_without_source`; verifier-rule.ts), stable in traces and exports. */
  code: string;
  /** The lesson's wording (`figure without a source: 10`), stable across UI languages. */
  detail: string;
  message: Bilingual;
}
