// One polite live region for the whole app (shell/App.svelte renders it), so a screen reader hears that a run
// finished, a model load failed or a file was read, without moving focus. A page says what happened; the same
// text twice in a row is still announced (a zero-width space tells the two apart).
import { untrack } from 'svelte';

class Announcer {
  message = $state('');
  #count = 0;

  say(text: string): void {
    this.#count++;
    this.message = `${text}${this.#count % 2 === 0 ? '\u200b' : ''}`;
  }
}

export const announcer = new Announcer();

/**
 * Inside a component: announces `textFor(now, before)` whenever `watch()` changes (a run's status going from
 * running to done, say); nothing when it returns null.
 */
export function announceChanges<T>(watch: () => T, textFor: (now: T, before: T) => string | null): void {
  let before = untrack(watch);
  $effect(() => {
    const now = watch();
    const text = untrack(() => textFor(now, before));
    before = now;
    if (text) announcer.say(text);
  });
}
