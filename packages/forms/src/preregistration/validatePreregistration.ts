import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { isValidEmail } from "../isValidEmail";

/** The e-mail rule of spec section 5; null when the address may be sent. */
export function validatePreregistrationEmail(email: string): MessageDescriptor | null {
  if (!email.trim()) return msg`Email address is required`;
  if (!isValidEmail(email)) return msg`Please enter a valid email address`;
  return null;
}
