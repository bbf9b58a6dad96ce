/**
 * Which wording a visitor agreed to, recorded with each consent (Spam Act 2003: consent must be
 * shown, with what was asked). Each label's English and Chinese text is archived in
 * `content/consent/{label}/` and never changes (a committed digest holds it); when the form's
 * promise or the confirmation e-mail's text changes, archive the new text under a new label here
 * (`consentWording.test.ts` fails until you do), so every stored consent names the words seen.
 */
export const consentWording = {
  preregistration: "cny-preregistration-v2",
  priceAlert: "price-alert-v1",
} as const;
