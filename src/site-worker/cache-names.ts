// The Cache API names the page reads for the storage readout: Workbox names its precache itself
// ("workbox-precache-v2-<scope>"); transformers.js keeps the local model's files, its tokenizer and ONNX
// Runtime's WASM in its own cache (its default env.cacheKey).
export const PRECACHE_PREFIX = 'workbox-precache';
export const MODEL_CACHE = 'transformers-cache';
