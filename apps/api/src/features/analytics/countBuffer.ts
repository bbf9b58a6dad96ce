import { countDimensions } from "./analyticsMigration";

/** One row's dimensions: the day and what the event was, never who. */
export type CountKey = Record<(typeof countDimensions)[number], string>;
export type CountRow = CountKey & { count: number };

/** The row's identity: its dimensions in the primary key's order (also the order rows are written). */
export const keyOf = (key: CountKey) => JSON.stringify(countDimensions.map((name) => key[name]));

/**
 * This instance's counts since they were last taken, added up in memory: however many views a
 * page gets between two flushes, its row is written once, with their sum.
 */
export function countBuffer() {
  let counts = new Map<string, CountRow>();
  let total = 0;
  return {
    add(key: CountKey, count = 1) {
      const id = keyOf(key);
      const row = counts.get(id);
      if (row) row.count += count;
      else counts.set(id, { ...key, count });
      total += count;
    },
    /** How many distinct rows it holds. */
    get rows() {
      return counts.size;
    },
    /** The sum of its counts. */
    get total() {
      return total;
    },
    /** Everything held, which it forgets. */
    take(): CountRow[] {
      const rows = [...counts.values()];
      counts = new Map();
      total = 0;
      return rows;
    },
  };
}
