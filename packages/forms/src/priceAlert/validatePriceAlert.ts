import { priceAlertTargetMax } from "@gw/api-client/limits";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { isValidEmail } from "../isValidEmail";

/** What the visitor typed into the price alert form (the selects always hold a choice). */
export interface PriceAlertFields {
  metal: "gold" | "silver";
  direction: "above" | "below";
  target: string;
  currency: "AUD" | "USD" | "CNY";
  email: string;
}

export type PriceAlertErrorKey =
  "targetRequired" | "targetInvalid" | "targetTooHigh" | "emailRequired" | "emailInvalid";

export type PriceAlertErrors = Partial<Record<keyof PriceAlertFields, PriceAlertErrorKey>>;

export const priceAlertErrorMessages: Record<PriceAlertErrorKey, MessageDescriptor> = {
  targetRequired: msg`Price is required`,
  targetInvalid: msg`Enter a price such as 5300 or 5300.50`,
  targetTooHigh: msg`Enter a price below 10,000,000`,
  emailRequired: msg`Email address is required`,
  emailInvalid: msg`Please enter a valid email address`,
};

/**
 * The target as a number of whole cents or fewer: digits, thousands commas allowed, at most two
 * decimals. Undefined when it is not a price.
 */
export function parseTargetPrice(typed: string): number | undefined {
  const plain = typed.trim().replace(/[,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return undefined;
  const value = Number(plain);
  return value > 0 ? value : undefined;
}

/** An empty result means the alert may be sent. */
export function validatePriceAlert(fields: PriceAlertFields): PriceAlertErrors {
  const errors: PriceAlertErrors = {};
  const target = parseTargetPrice(fields.target);
  if (!fields.target.trim()) errors.target = "targetRequired";
  else if (target === undefined) errors.target = "targetInvalid";
  else if (target > priceAlertTargetMax) errors.target = "targetTooHigh";
  const email = fields.email.trim();
  if (!email) errors.email = "emailRequired";
  else if (!isValidEmail(email)) errors.email = "emailInvalid";
  return errors;
}
