/**
 * One rule of the production headers (the build writes them, `bin/deploy/productionHeaders.mjs`,
 * into the host's manifest and into `_headers` for a plain static host).
 */
export interface HeaderRule {
  /** `/x` exactly, or `/x/*` for `/x` and everything below it. */
  path: string;
  headers: Record<string, string>;
  /** Headers an earlier rule set that this path must not get. */
  detach?: string[];
}

/** The headers a path gets: every matching rule in order (`/x/*` matches `/x` and below). */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    const prefix = rule.path.replace(/\/?\*$/, "");
    const matches = rule.path.endsWith("*")
      ? pathname === prefix || pathname.startsWith(`${prefix}/`) || prefix === ""
      : pathname === rule.path;
    if (!matches) continue;
    for (const name of rule.detach ?? []) delete headers[name];
    Object.assign(headers, rule.headers);
  }
  return headers;
}
