// The providers area's front: what the UI imports from it (a test keeps the UI off the deep files).
export * from './provider-ids.ts';
export * from './wire-profile.ts';
export { preloadAdapters } from './create-adapter.ts';
