// Binary searches over ascending arrays: the index lookups behind closeOnOrBefore and the news ranges.

interface Indexed<T> {
  readonly length: number;
  readonly [index: number]: T;
}

/** The first index whose value is >= `target` (`values.length` when none). */
export function lowerBound<T>(values: Indexed<T>, target: T): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] as T) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first index whose value is > `target` (`values.length` when none). */
export function upperBound<T>(values: Indexed<T>, target: T): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] as T) <= target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
