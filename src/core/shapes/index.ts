// The shapes area's front: only what other areas and the UI import from it (a test keeps the UI off the deep files).
export { preloadAdapters } from './create-adapter.ts';
export { apiShape, isProviderId, PROVIDER_IDS } from './provider-ids.ts';
export type { ProviderId } from './provider-ids.ts';
