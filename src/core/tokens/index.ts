// The tokens area's front: only what other areas and the UI import from it (a test keeps the UI off the deep files).
export { loadO200kCounter } from './o200k-counter.ts';
export type { AsyncCounter, TokenCounter } from './o200k-counter.ts';
export { o200kUpperBound } from './o200k-bound.ts';
