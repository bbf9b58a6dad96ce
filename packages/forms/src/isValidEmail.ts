import { emailPattern } from "@gw/api-client/schemas";

/** The spec's e-mail rule, the same one the API enforces. */
export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}
