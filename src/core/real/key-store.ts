// Where a student's API key lives: in memory by default; on this device (a storage the page passes in, its
// localStorage) only when the student opts in, knowing anyone with this browser profile can read it. The backend
// reads the key at request time, so it is never copied into a plan, a trace or a URL; Forget removes it everywhere.

/** The part of the Web Storage API the store uses (the core has no DOM: the page passes its localStorage). */
export interface KeyStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface KeyStore {
  get(slot: string): string | undefined;
  /** Keeps `key` for `slot`; `remember` also writes it to the device's storage (and off, removes it from there). */
  set(slot: string, key: string, remember: boolean): void;
  remembered(slot: string): boolean;
  /** Forgets the key in memory and on the device. */
  forget(slot: string): void;
}

const STORAGE_PREFIX = 'agent-loop-lab:api-key:';

export function createKeyStore(storage?: KeyStorage): KeyStore {
  const memory = new Map<string, string>();
  const stored = (slot: string): string | undefined => storage?.getItem(STORAGE_PREFIX + slot) ?? undefined;
  return {
    get: (slot) => memory.get(slot) ?? stored(slot),
    set(slot, key, remember) {
      memory.set(slot, key);
      if (remember) storage?.setItem(STORAGE_PREFIX + slot, key);
      else storage?.removeItem(STORAGE_PREFIX + slot);
    },
    remembered: (slot) => stored(slot) !== undefined,
    forget(slot) {
      memory.delete(slot);
      storage?.removeItem(STORAGE_PREFIX + slot);
    },
  };
}
