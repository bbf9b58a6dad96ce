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
