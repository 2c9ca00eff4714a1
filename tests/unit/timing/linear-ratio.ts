// Linearity checked without absolute times: one input of size n against the same work split into k inputs of
// size n / k, in the same test and the same process. A linear routine takes about as long both ways; a
// quadratic one takes k times longer on the whole input.

/** The fastest of a few runs, so that one pause of a loaded machine does not decide the ratio. */
function fastest(run: () => void, repeats = 5): number {
  let best = Infinity;
  for (let r = 0; r < repeats; r++) {
    const t = performance.now();
    run();
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

/** time(process(whole)) / time(process each of parts). */
export function wholeToPartsRatio<T>(process: (input: T) => unknown, whole: T, parts: readonly T[]): number {
  // A first pass of each warms the JIT, so neither side pays for compiling.
  process(whole);
  for (const part of parts) process(part);
  const wholeTime = fastest(() => process(whole));
  const partsTime = fastest(() => parts.forEach((part) => process(part)));
  return wholeTime / Math.max(partsTime, 0.01);
}
