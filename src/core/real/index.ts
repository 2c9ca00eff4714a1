// The real-API area's front: only what other areas and the UI import (the ReAct and plan-and-execute backends, their endpoints and the key store).
export { createKeyStore } from './key-store.ts';
export { realApiBackend } from './real-api-backend.ts';
export type { RealApiBackendOptions, RealApiReport } from './real-api-backend.ts';
export { CLOUD_ENDPOINTS, LOCAL_ENDPOINTS, realEndpoint } from './real-endpoints.ts';
export type { RealEndpoint } from './real-endpoints.ts';
export { realPlanBackend } from './real-plan-backend.ts';
export type { RealPlanBackendOptions, RealPlanReport } from './real-plan-backend.ts';
export { KEY_PLACEHOLDER } from './real-fetch.ts';
export type { RetryWait } from './real-fetch.ts';
