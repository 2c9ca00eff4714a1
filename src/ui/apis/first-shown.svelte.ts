// What a page leaves until its first run is on screen: that run has ended (or is held by a live step-through) and
// the browser has painted it. Until then the rest of the page (other runs, panels further down) waits, so that a
// first visit's thread and network go to what the student looks at first.
import type { RunState } from '../common/runs/run-store.svelte.ts';

export class FirstShown {
  done = $state(false);

  /** `status`: the first run's state; `held`: whether it is held before a request (live), on screen meanwhile. Call it while a component initialises. */
  constructor(status: () => RunState<unknown>['status'] | undefined, held: () => boolean) {
    $effect(() => {
      const now = status();
      if (this.done || now === undefined || (now === 'running' && !held())) return;
      void afterPaint().then(() => (this.done = true));
    });
  }
}

/** Once the frame after this call is painted (a frame, then a task), or after a tenth of a second where no frame comes (a tab in the background). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}
