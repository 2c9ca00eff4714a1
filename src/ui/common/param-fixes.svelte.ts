// A page's numeric params read otherwise than written: the hash is rewritten to what the page uses (in place, no
// history entry, so Back still leaves the page), and the corrections stay on show for the notice: once rewritten
// the link reads cleanly and says nothing more.
import { untrack } from 'svelte';
import { setParams } from './route.svelte.ts';
import { correctionPatch, type ParamCorrection } from './settings-params.ts';

/** Call during a page's set-up: `read` gives the corrections of the params as they are now. */
export function fixParams(read: () => readonly ParamCorrection[]): { readonly shown: readonly ParamCorrection[] } {
  let shown: readonly ParamCorrection[] = $state.raw([]);
  $effect(() => {
    const corrections = read();
    if (corrections.length === 0) return;
    untrack(() => {
      shown = corrections;
      setParams(correctionPatch(corrections));
    });
  });
  return {
    get shown() {
      return shown;
    },
  };
}
