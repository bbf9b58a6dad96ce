/**
 * About `count` round values spanning [min, max] (1, 2 or 5 times a power of ten apart), the
 * axis a reader expects: 4,800 4,900 5,000 rather than 4,812.3 4,934.7.
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!(max > min)) return [min];
  const rough = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((size) => size >= rough)!;
  const ticks: number[] = [];
  for (let tick = Math.ceil(min / step) * step; tick <= max + step * 1e-9; tick += step) {
    // Rounded to the step's precision, so 0.1 + 0.2 prints as 0.3.
    ticks.push(Number(tick.toFixed(Math.max(0, -Math.floor(Math.log10(step))))));
  }
  return ticks;
}

/** Maps [domainMin, domainMax] onto [rangeStart, rangeEnd] (either may run backwards). */
export function linearScale(
  [domainMin, domainMax]: readonly [number, number],
  [rangeStart, rangeEnd]: readonly [number, number],
) {
  const span = domainMax - domainMin || 1;
  return (value: number) => rangeStart + ((value - domainMin) / span) * (rangeEnd - rangeStart);
}

/** `count` indexes spread evenly from the first point to the last, for the date labels. */
export function spreadIndexes(length: number, count: number): number[] {
  if (length <= 0) return [];
  if (length <= count) return Array.from({ length }, (_, index) => index);
  return Array.from({ length: count }, (_, index) =>
    Math.round((index * (length - 1)) / (count - 1)),
  );
}

/** The point a key moves to from `index` among `length` points (the chart's keyboard). */
export function pointAfterKey(key: string, index: number, length: number): number | null {
  const page = Math.max(1, Math.round(length / 10));
  const moves: Record<string, number> = {
    ArrowLeft: index - 1,
    ArrowDown: index - 1,
    ArrowRight: index + 1,
    ArrowUp: index + 1,
    PageDown: index - page,
    PageUp: index + page,
    Home: 0,
    End: length - 1,
  };
  const next = moves[key];
  return next === undefined ? null : Math.min(length - 1, Math.max(0, next));
}
