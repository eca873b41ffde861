/** A seeded source of numbers (mulberry32): the same seed picks the same kill moments again. */
export function seededSource(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** A whole number from `low` to `high`, both included. */
    between: (low: number, high: number): number => low + Math.floor(next() * (high - low + 1)),
  };
}

export type Source = ReturnType<typeof seededSource>;
