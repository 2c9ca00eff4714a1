// The tokens area's front: what the UI imports from it (a test keeps the UI off the deep files).
export * from './o200k-counter.ts';
