/** Seeded randomness for the demo card: the same date always makes the same card. */

/** A small deterministic PRNG (mulberry32) so a given day's demo card is always the same. */
export const rng = (seedText: string) => {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};
export const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

/** A whole number from `low` to `high`, both included. */
export const between = (random: () => number, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));
