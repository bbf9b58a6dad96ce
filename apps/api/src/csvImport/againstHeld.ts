/**
 * A file's rows against what is held: a row not held is added, one held with another figure is
 * corrected to the file's (the file is the operator's word for its source), one held with the same
 * figure is left alone, so importing a file twice changes nothing the second time.
 */
export function sortAgainstHeld<Row, Key>(
  rows: readonly Row[],
  held: ReadonlyMap<Key, number>,
  keyOf: (row: Row) => Key,
  figureOf: (row: Row) => number,
): { added: Row[]; corrected: Row[]; unchanged: number } {
  const added = rows.filter((row) => !held.has(keyOf(row)));
  const corrected = rows.filter(
    (row) => held.has(keyOf(row)) && held.get(keyOf(row)) !== figureOf(row),
  );
  return { added, corrected, unchanged: rows.length - added.length - corrected.length };
}

/** What an import did: rows added, rows corrected, rows already held as the file gives them. */
export interface ImportCounts {
  added: number;
  corrected: number;
  unchanged: number;
}

/**
 * Writes one series' rows against what it holds (`sortAgainstHeld`), in the import's transaction:
 * the new rows 500 to an insert, each corrected one by its own update; adds what it did to
 * `counts`.
 */
export async function storeAgainstHeld<Row, Key>(
  counts: ImportCounts,
  rows: readonly Row[],
  held: ReadonlyMap<Key, number>,
  write: {
    keyOf: (row: Row) => Key;
    figureOf: (row: Row) => number;
    insert: (rows: Row[]) => Promise<unknown>;
    correct: (row: Row) => Promise<unknown>;
  },
): Promise<void> {
  const { added, corrected, unchanged } = sortAgainstHeld(rows, held, write.keyOf, write.figureOf);
  counts.added += added.length;
  counts.corrected += corrected.length;
  counts.unchanged += unchanged;
  for (let start = 0; start < added.length; start += 500)
    await write.insert(added.slice(start, start + 500));
  for (const row of corrected) await write.correct(row);
}
