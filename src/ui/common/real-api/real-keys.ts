// The page's one key store: keys in memory, and in localStorage only for a slot the student asked to remember.
// A slot is a provider (both OpenAI shapes share a key) or a local server.
import { createKeyStore, type RealEndpoint } from '../../../core/real/index.ts';

function deviceStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // A browser that refuses storage (a locked-down profile) still keeps keys in memory.
    return undefined;
  }
}

export const realKeys = createKeyStore(deviceStorage());

export function keySlot(endpoint: RealEndpoint): string {
  if (endpoint.local) return endpoint.id;
  return endpoint.provider.startsWith('openai') ? 'openai' : endpoint.provider;
}
