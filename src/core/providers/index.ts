// The providers area's front: only what other areas and the UI import from it (a test keeps the UI off the deep files).
export { isWireProfile, WIRE_PROFILE_DIVERGENCES, WIRE_PROFILE_INFO, WIRE_PROFILES } from './wire-profile.ts';
export type { WireProfile } from './wire-profile.ts';
