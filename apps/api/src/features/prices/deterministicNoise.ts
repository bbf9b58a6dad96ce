/**
 * Smooth pseudo-random wandering that is a pure function of time: value noise (a hashed random
 * value per step, eased between neighbours) summed over several time scales, so a price drifts
 * over years, swings over days and still ticks from one minute to the next.
 */

/** A number in [-1, 1] for an integer step and a salt (a 32-bit integer hash, splitmix-like). */
function hashToUnit(step: number, salt: number): number {
  let h = Math.imul(step, 0x9e3779b1) ^ Math.imul(salt, 0xc2b2ae3d);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  h ^= h >>> 16;
  return ((h >>> 0) / 0xffffffff) * 2 - 1;
}

function valueNoise(position: number, salt: number): number {
  const step = Math.floor(position);
  const fraction = position - step;
  const eased = fraction * fraction * (3 - 2 * fraction);
  const from = hashToUnit(step, salt);
  return from + (hashToUnit(step + 1, salt) - from) * eased;
}

/** One layer: how far it swings (as a fraction of the log price) and over how long (ms). */
export interface NoiseLayer {
  amplitude: number;
  periodMs: number;
}

export function wander(instant: number, layers: readonly NoiseLayer[], salt: number): number {
  let sum = 0;
  for (const [index, layer] of layers.entries())
    sum += layer.amplitude * valueNoise(instant / layer.periodMs, salt * 31 + index);
  return sum;
}
