/** A seeded pseudo-random source (mulberry32): the same seed gives the same sequence. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Where the sequence stands: `new Random(random.current)` goes on with the same numbers. */
  get current(): number {
    return this.state;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)] as T;
  }
}

/** Mixes numbers into a 32-bit seed, so related inputs give unrelated sequences. */
export function seedFrom(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x01000193);
    h = Math.imul(h ^ Math.floor(part / 4_294_967_296), 0x01000193);
    h ^= h >>> 15;
  }
  return h >>> 0;
}

/** Builds a picker that returns `items[i]` with probability `weights[i] / Σ weights` (binary search). */
export function weightedPicker<T>(
  items: readonly T[],
  weights: readonly number[],
): (random: Random) => T {
  if (items.length === 0 || items.length !== weights.length) {
    throw new Error('weightedPicker needs one positive weight per item');
  }
  const cumulative = new Float64Array(items.length);
  let total = 0;
  weights.forEach((weight, index) => {
    total += weight;
    cumulative[index] = total;
  });
  return (random) => {
    const target = random.next() * total;
    let low = 0;
    let high = items.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    return items[low] as T;
  };
}
