import { msg } from "@lingui/core/macro";

/**
 * What the buy and sell prices are, said one way wherever the site says it (the spot panel, the
 * chart note, the live pricing page's cards). The termbase holds the same two sentences
 * (`content/glossary/terms.yaml`, `indicative-price`), and its check fails on a translation that
 * differs, so the API's e-mails and the FAQ say them in the same words.
 */
export const priceWording = {
  /** The figures: indicative, following the spot market. */
  indicative: msg`Our buy and sell prices are indicative and follow the international spot market.`,
  /** The price a customer trades at, as the fee schedule and terms say. */
  confirmed: msg`The price you see on the confirmation screen before you confirm is the price you pay or receive.`,
};
