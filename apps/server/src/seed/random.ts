/** A small seeded PRNG (mulberry32): the same seed gives the same demo, on any machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
    digits: (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join(""),
  };
}
export type Random = ReturnType<typeof createRandom>;

/**
 * Picks ranks 0…n-1 with Zipf–Mandelbrot weights 1/(rank + q)^s: a few ranks are very common,
 * most are rare (last names). Binary search over the cumulative weights: O(log n) a draw.
 */
export function createZipf(n: number, s = 1, q = 10) {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let r = 0; r < n; r++) {
    total += 1 / (r + 1 + q) ** s;
    cumulative[r] = total;
  }
  return {
    /** The share of all draws that rank `r` takes (the test checks the tail's shape with it). */
    share: (r: number) => ((cumulative[r] ?? 0) - (r > 0 ? (cumulative[r - 1] ?? 0) : 0)) / total,
    draw(random: Random): number {
      const target = random.next() * total;
      let lo = 0;
      let hi = n - 1;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((cumulative[mid] ?? 0) <= target) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    },
  };
}
