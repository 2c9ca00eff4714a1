// Turns a seed and a label into 32-bit words, so that each named stream (one per ticker, say) is independent of
// the others: adding a stream or drawing more from one never shifts the rest.

/** FNV-1a over the UTF-16 code units of `text`, starting from `basis`. */
function fnv1a(text: string, basis: number): number {
  let h = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** MurmurHash3's finalizer: spreads every input bit over the output. */
function fmix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/** Four well-mixed 32-bit words derived from a seed and a label. */
export function seedWords(seed: number, label: string): [number, number, number, number] {
  const base = fnv1a(label, (0x811c9dc5 ^ fmix32(seed)) >>> 0);
  return [fmix32(base), fmix32(base ^ 0x9e3779b9), fmix32(base ^ 0x7f4a7c15), fmix32(base ^ 0x6a09e667)];
}
