/**
 * Whether a host name matches one of the patterns: `example.com` matches only itself,
 * `*.example.com` matches any subdomain of it (not the bare domain). Case and a trailing dot
 * are ignored. Self-contained (no imports, no outer names) because it is also inlined into
 * every page's <head> as source text; see hostCheckScript.
 */
export function isAllowedHost(host: string, patterns: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  return patterns.some((raw) => {
    const pattern = raw.trim().toLowerCase().replace(/\.$/, "");
    if (pattern.startsWith("*.")) {
      const suffix = pattern.slice(1);
      return name.length > suffix.length && name.endsWith(suffix);
    }
    return pattern !== "" && name === pattern;
  });
}
