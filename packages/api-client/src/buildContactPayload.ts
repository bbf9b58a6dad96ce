import type { ContactRequest } from "./schemas";

/** What the visitor typed into the contact form (spec section 3). */
export interface ContactFormFields {
  fullName: string;
  email: string;
  message: string;
  selectedSource: string;
}

/** What the page knows besides the fields. */
export interface ContactRequestContext {
  /** Stored referral data, or null when there is none. */
  referralPayload: Record<string, unknown> | null;
  hostname: string;
  locale: ContactRequest["locale"];
  /** The captcha token for this submit. */
  token: string;
}

/** The first word of the full name is the first name; the rest, if any, is the last name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? "", lastName: words.slice(1).join(" ") };
}

/** The contact request exactly as spec section 3 lists it, with the message trimmed. */
export function buildContactPayload(
  fields: ContactFormFields,
  context: ContactRequestContext,
): ContactRequest {
  const fullName = fields.fullName.trim().replace(/\s+/g, " ");
  const { firstName, lastName } = splitFullName(fullName);
  return {
    email: fields.email.trim(),
    message: fields.message.trim(),
    source: fields.selectedSource,
    first_name: firstName,
    last_name: lastName,
    full_name: fullName,
    referral_payload: context.referralPayload,
    hostname: context.hostname,
    locale: context.locale,
    token: context.token,
  };
}
