/**
 * Which wording a visitor agreed to, recorded with each consent (Spam Act 2003: consent must be
 * shown, with what was asked). Change the version whenever the form's promise or the confirmation
 * e-mail's text changes, so every stored consent still names the words the visitor saw.
 */
export const consentWording = {
  preregistration: "cny-preregistration-v1",
  priceAlert: "price-alert-v1",
} as const;
