import { contactFieldLimits, type ContactFormFields } from "@gw/api-client";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { isValidEmail } from "../isValidEmail";

/** The spec's message keys (section 5). */
export type ContactFormErrorKey =
  | "fullNameRequired"
  | "emailRequired"
  | "emailInvalid"
  | "messageRequired"
  | "messageMinLength"
  | "sourceRequired";

export type ContactFormErrors = Partial<Record<keyof ContactFormFields, ContactFormErrorKey>>;

export const contactFormErrorMessages: Record<ContactFormErrorKey, MessageDescriptor> = {
  fullNameRequired: msg`Full name is required`,
  emailRequired: msg`Email address is required`,
  emailInvalid: msg`Please enter a valid email address`,
  messageRequired: msg`Message is required`,
  messageMinLength: msg`Message must be at least 10 characters long`,
  sourceRequired: msg`Please select how you found us`,
};

/** Spec section 5, in field order; an empty result means the form may be sent. */
export function validateContactForm(fields: ContactFormFields): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (!fields.fullName.trim()) errors.fullName = "fullNameRequired";
  const email = fields.email.trim();
  if (!email) errors.email = "emailRequired";
  else if (!isValidEmail(email)) errors.email = "emailInvalid";
  const message = fields.message.trim();
  if (!message) errors.message = "messageRequired";
  else if (message.length < contactFieldLimits.messageMin) errors.message = "messageMinLength";
  if (!fields.selectedSource) errors.selectedSource = "sourceRequired";
  return errors;
}
