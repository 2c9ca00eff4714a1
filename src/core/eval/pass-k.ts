// pass@1 and pass^k as τ-bench defines them (arXiv 2406.12045): pass^k is the chance that k runs of a task all
// succeed. From n ≥ k runs with c successes the unbiased estimate is C(c,k)/C(n,k) (drawing k of the n runs
// without replacement, all k from the c successes); averaged over tasks. pass@1 is pass^1: c/n.

/** C(c,k)/C(n,k), computed as a product of ratios so that it never overflows. */
export function passHatK(n: number, c: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(c) || !Number.isInteger(k) || k < 1 || n < k || c < 0 || c > n) {
    throw new RangeError(`pass^k needs integers 1 ≤ k ≤ n and 0 ≤ c ≤ n (n=${n}, c=${c}, k=${k})`);
  }
  let p = 1;
  for (let i = 0; i < k; i++) p *= (c - i) / (n - i);
  return Math.max(0, p);
}

/** Successes and runs of one task. */
export interface TaskTally {
  runs: number;
  successes: number;
}

/** The mean over tasks of pass^k for k = 1 … kMax (index 0 is pass^1, i.e. pass@1); tasks with fewer runs than k are left out of that k. */
export function passCurve(tallies: readonly TaskTally[], kMax: number): (number | null)[] {
  return Array.from({ length: kMax }, (_, i) => {
    const k = i + 1;
    const usable = tallies.filter((t) => t.runs >= k);
    if (usable.length === 0) return null;
    return usable.reduce((sum, t) => sum + passHatK(t.runs, t.successes, k), 0) / usable.length;
  });
}
