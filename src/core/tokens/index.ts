// The tokens area's front: only what other areas and the UI import from it (a test keeps the UI off the deep files).
// The encoder itself (o200k-here.ts) is not here: the page's thread never loads it.
export type { AsyncCounter, TokenCounter } from './o200k-counter.ts';
export { o200kUpperBound } from './o200k-bound.ts';
