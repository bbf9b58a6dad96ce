/** The spec's e-mail rule: non-space text, an @, and a domain with a dot and no spaces. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
