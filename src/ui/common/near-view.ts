// Work a long page leaves until the reader comes near it. #/apis's token chart plays two runs of its own (33
// simulated requests through another SDK, and their token counts) three screens below the first run: a first visit
// on a phone or a school laptop spends that CPU only once the chart is about to show, or something in it takes focus
// (a keyboard user tabbing to its controls). Without IntersectionObserver, at once.
import type { Attachment } from 'svelte/attachments';

/** Calls `onNear` once, when the element comes within half a screen of the viewport (or focus enters it). */
export function nearView(onNear: () => void): Attachment<HTMLElement> {
  return (node) => {
    if (typeof IntersectionObserver === 'undefined') {
      onNear();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && near(), { rootMargin: '50% 0px' });
    const stop = () => {
      observer.disconnect();
      node.removeEventListener('focusin', near);
    };
    function near() {
      stop();
      onNear();
    }
    observer.observe(node);
    node.addEventListener('focusin', near);
    return stop;
  };
}
