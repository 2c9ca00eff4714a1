// The tokens area's front: only what other areas and the UI import from it (a test keeps the UI off the deep files).
export { loadO200kCounter, o200kCounter } from './o200k-counter.ts';
export type { TokenCounter } from './o200k-counter.ts';
