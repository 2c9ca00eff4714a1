// A school's own copy of the model (npm run model:pack) is the model a page uses when its link names none: the class
// then loads from its own host, not the Hub, without anyone choosing it. Read once per visit, the first time a page
// reads its model settings; until it answers (and on a site without copies) the lab's default stands.
import { QWEN25_05B } from '../../../llm/model-registry.ts';
import type { ClassCopy } from '../../../llm/class-copy.ts';
import { siteCopies } from './class-copies.ts';
// model-settings.ts reads classCopyDefault(); LOCAL_PREFIX is read here only when a copy is found, after both loaded.
import { LOCAL_PREFIX } from './model-settings.ts';

let preferred = $state<string | undefined>();
let asked = false;

/** The copy a link without `model=` loads: a copy of the lab's default model first, else the first copy listed. */
export function preferredCopy(copies: readonly ClassCopy[]): string | undefined {
  const copy = copies.find((c) => c.id === QWEN25_05B.id) ?? copies[0];
  return copy ? `${LOCAL_PREFIX}${copy.name}` : undefined;
}

/** `local:<copy>` when this site holds a class copy, else undefined (asks the site once, in a page only). */
export function classCopyDefault(): string | undefined {
  if (!asked && typeof document !== 'undefined') {
    asked = true;
    void siteCopies(document.baseURI).then((copies) => (preferred = preferredCopy(copies)));
  }
  return preferred;
}
