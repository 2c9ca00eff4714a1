// The key store keeps a key in memory unless the student opts in to remembering it on the device, and Forget
// removes it from both; retry-after is read as seconds or as an HTTP date.
import { describe, expect, it } from 'vitest';
import { createKeyStore, type KeyStorage } from '../../../../src/core/real/key-store.ts';
import { retryAfterMs } from '../../../../src/core/real/real-fetch.ts';

function fakeStorage(): KeyStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
}

describe('the key store', () => {
  it('keeps a key in memory only, by default', () => {
    const storage = fakeStorage();
    const keys = createKeyStore(storage);
    keys.set('openai', 'sk-secret', false);
    expect(keys.get('openai')).toBe('sk-secret');
    expect(keys.remembered('openai')).toBe(false);
    expect([...storage.items.values()]).toEqual([]);
    expect(createKeyStore(storage).get('openai')).toBeUndefined();
  });

  it('remembers a key on the device when asked, and a new page reads it', () => {
    const storage = fakeStorage();
    createKeyStore(storage).set('anthropic', 'sk-ant-secret', true);
    const later = createKeyStore(storage);
    expect(later.get('anthropic')).toBe('sk-ant-secret');
    expect(later.remembered('anthropic')).toBe(true);
  });

  it('Forget removes the key from memory and the device; unticking Remember removes it from the device', () => {
    const storage = fakeStorage();
    const keys = createKeyStore(storage);
    keys.set('gemini', 'AIza-secret', true);
    keys.set('gemini', 'AIza-secret', false);
    expect(storage.items.size).toBe(0);
    keys.set('gemini', 'AIza-secret', true);
    keys.forget('gemini');
    expect(keys.get('gemini')).toBeUndefined();
    expect(storage.items.size).toBe(0);
  });
});

describe('retry-after', () => {
  it('reads seconds and HTTP dates, never negative, and nothing else', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs('0.5')).toBe(500);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:03 GMT', now)).toBe(3000);
    expect(retryAfterMs('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(undefined)).toBeUndefined();
  });
});
