// Pins a price path through given closes. Adding to a random walk's log-price the straight line that closes
// the gap at each anchor is a Brownian bridge between anchors: the path keeps its wiggles and hits every
// anchor exactly. Before the first anchor and after the last, the whole path is shifted by the nearest gap.

export interface Anchor {
  /** Session index. */
  day: number;
  cierre: number;
}

export function pinThroughAnchors(prices: Float64Array, anchors: readonly Anchor[]): Float64Array {
  const sorted = [...anchors].sort((a, b) => a.day - b.day);
  const gaps = sorted.map((anchor) => Math.log(anchor.cierre) - Math.log(prices[anchor.day] ?? anchor.cierre));
  const pinned = new Float64Array(prices.length);
  for (let t = 0; t < prices.length; t++) {
    const next = sorted.findIndex((anchor) => anchor.day >= t);
    let gap: number;
    if (next === 0) gap = gaps[0] ?? 0;
    else if (next < 0) gap = gaps[gaps.length - 1] ?? 0;
    else {
      const left = sorted[next - 1] as Anchor;
      const right = sorted[next] as Anchor;
      const share = (t - left.day) / (right.day - left.day);
      gap = (gaps[next - 1] ?? 0) * (1 - share) + (gaps[next] ?? 0) * share;
    }
    pinned[t] = (prices[t] ?? 0) * Math.exp(gap);
  }
  // exp(log(x)) can miss x by an ulp; the anchors are set to their exact values.
  for (const anchor of sorted) pinned[anchor.day] = anchor.cierre;
  return pinned;
}
