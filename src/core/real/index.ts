// The real-API area's front: the ReAct and plan-and-execute backends, their endpoints, the key store and the failure texts.
export * from './key-store.ts';
export * from './real-api-backend.ts';
export * from './real-endpoints.ts';
export * from './real-failure.ts';
export * from './real-plan-backend.ts';
export { DEFAULT_RETRY_POLICY, KEY_PLACEHOLDER, retryAfterMs, type RetryPolicy, type RetryWait } from './real-fetch.ts';
