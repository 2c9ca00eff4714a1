// Runs the latest scheduled action once nothing newer has come for a while: the verifier's box checks the
// answer and writes the link after a pause in typing, not on every keystroke of a long answer.
export class Pause {
  readonly #ms: number;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(ms: number) {
    this.#ms = ms;
  }

  /** Replaces any pending action. */
  schedule(action: () => void): void {
    this.cancel();
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      action();
    }, this.#ms);
  }

  cancel(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
