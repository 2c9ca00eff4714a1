// sfc32 (Chris Doty-Humphrey's Small Fast Counting generator): 128 bits of state, 32-bit integer
// arithmetic only, so the same seed gives the same stream in every JavaScript engine.

/** Returns a function yielding uniform unsigned 32-bit integers. */
export function sfc32(a: number, b: number, c: number, d: number): () => number {
  let s0 = a >>> 0;
  let s1 = b >>> 0;
  let s2 = c >>> 0;
  let counter = d >>> 0;
  return () => {
    const t = (((s0 + s1) >>> 0) + counter) >>> 0;
    counter = (counter + 1) >>> 0;
    s0 = s1 ^ (s1 >>> 9);
    s1 = (s2 + (s2 << 3)) >>> 0;
    s2 = ((s2 << 21) | (s2 >>> 11)) >>> 0;
    s2 = (s2 + t) >>> 0;
    return t;
  };
}
