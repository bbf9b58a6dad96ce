/** Adds header names to an answer's `Vary`, each once, after those it has. */
export function vary(headers: Headers, names: string) {
  const split = (list: string | null) =>
    (list ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean);
  const current = split(headers.get("Vary"));
  const known = new Set(current.map((name) => name.toLowerCase()));
  const added = split(names).filter((name) => !known.has(name.toLowerCase()));
  if (added.length > 0) headers.set("Vary", [...current, ...added].join(", "));
}
