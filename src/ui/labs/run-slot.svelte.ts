// The one run a panel shows, named by a key: played once per key (runs on the simulators are deterministic) unless
// asked for afresh, and a newer run always wins over an older one still going.
import { untrack } from 'svelte';

export type SlotState<T> =
  | { status: 'idle' }
  | { status: 'running'; key: string }
  | { status: 'done'; key: string; value: T }
  /** Only a page's own loading (or a caller's mistake) fails this way; a run itself ends with a recorded reason. */
  | { status: 'failed'; key: string; message: string };

export class RunSlot<T> {
  state: SlotState<T> = $state.raw({ status: 'idle' });
  // Not reactive: which play is the newest, never shown.
  #generation = 0;

  /** Plays `work` unless the run named `key` is already shown or going; `fresh` plays it again. */
  play(key: string, work: () => Promise<T>, fresh = false): void {
    // Called from effects: reading the state here must not make the effect depend on it.
    const now = untrack(() => this.state);
    if (!fresh && now.status !== 'idle' && now.status !== 'failed' && now.key === key) return;
    const generation = ++this.#generation;
    this.state = { status: 'running', key };
    // Whatever `work` reads is the run's business, not a dependency of the effect that asked for it.
    untrack(work).then(
      (value) => {
        if (generation === this.#generation) this.state = { status: 'done', key, value };
      },
      (error: unknown) => {
        if (generation === this.#generation) this.state = { status: 'failed', key, message: error instanceof Error ? error.message : String(error) };
      },
    );
  }

  /** Nothing shown; a run still going is forgotten. */
  clear(): void {
    this.#generation++;
    this.state = { status: 'idle' };
  }
}
