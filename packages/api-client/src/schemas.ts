import { supportedLocales } from "@gw/i18n/locales";
import * as v from "valibot";
import { renderErrorLimits } from "./limits";
import { priceCurrencies, priceMetals } from "./priceSchemas";

/**
 * The API contract (contract.md "Local API"), shared by the browser client and the local API so
 * both validate exactly the same shapes. This entry has no React and no `import.meta.env`, so
 * Node can load it.
 */

/** The spec's e-mail rule: non-space text, an @, and a domain with a dot and no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Upper bounds the API enforces so one request can never grow the database without limit. */
export const contactFieldLimits = {
  email: 254,
  messageMin: 10,
  message: 5000,
  name: 200,
  source: 253,
  hostname: 253,
  token: 4096,
} as const;

export { referralCodeMaxLength } from "./limits";
import { priceAlertTargetMax, referralCodeMaxLength } from "./limits";

function isPlainObject(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Referral data is a few flat fields; deep nesting is only ever an attack on the server's stack. */
const referralPayloadMaxDepth = 8;

function nestedWithin(value: unknown, depth: number): boolean {
  if (typeof value !== "object" || value === null) return true;
  if (depth === 0) return false;
  return Object.values(value).every((child) => nestedWithin(child, depth - 1));
}

function boundedText(field: string, max: number, min = 0) {
  return v.pipe(
    v.string(`${field} must be a string`),
    v.trim(),
    v.minLength(
      min,
      min > 1 ? `${field} must be at least ${min} characters` : `${field} is required`,
    ),
    v.maxLength(max, `${field} must be at most ${max} characters`),
  );
}

export const contactRequestSchema = v.strictObject({
  email: v.pipe(
    boundedText("email", contactFieldLimits.email, 1),
    v.regex(emailPattern, "email must be a valid e-mail address"),
  ),
  message: boundedText("message", contactFieldLimits.message, contactFieldLimits.messageMin),
  source: boundedText("source", contactFieldLimits.source, 1),
  first_name: boundedText("first_name", contactFieldLimits.name, 1),
  last_name: boundedText("last_name", contactFieldLimits.name),
  full_name: boundedText("full_name", contactFieldLimits.name, 1),
  referral_payload: v.nullable(
    v.pipe(
      v.custom<Record<string, unknown>>(
        isPlainObject,
        "referral_payload must be an object or null",
      ),
      v.check(
        (value) => nestedWithin(value, referralPayloadMaxDepth),
        `referral_payload must not be nested more than ${referralPayloadMaxDepth} levels deep`,
      ),
    ),
  ),
  hostname: boundedText("hostname", contactFieldLimits.hostname),
  locale: v.picklist(supportedLocales, `locale must be one of ${supportedLocales.join(", ")}`),
  token: boundedText("token", contactFieldLimits.token, 1),
});

export type ContactRequest = v.InferOutput<typeof contactRequestSchema>;

/**
 * The contract's fixed values that make a contact request a China preregistration: the site sends
 * them, and the API answers such a request with a double opt-in e-mail instead of a reply.
 */
export const preregistrationTag = {
  fullName: "Valued Customer",
  message: "CNY preregistration",
} as const;

/** Every answer the contact call gives: `status` says whether the request was stored. */
export const contactResponseSchema = v.object({
  status: v.picklist(["success", "error"]),
  message: v.string(),
});

export type ContactResponse = v.InferOutput<typeof contactResponseSchema>;

export type { ApiError } from "./apiErrorSchema";

export const referralVerifyRequestSchema = v.strictObject({
  referral: boundedText("referral", referralCodeMaxLength, 1),
});

export const referralVerifyResponseSchema = v.object({ valid: v.boolean() });

export type ReferralVerifyResponse = v.InferOutput<typeof referralVerifyResponseSchema>;

/** One stored contact request as the admin listing returns it (the captcha token is not kept). */
export const storedContactRequestSchema = v.object({
  id: v.number(),
  created_at: v.string(),
  email: v.string(),
  message: v.string(),
  source: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  full_name: v.string(),
  // Not v.record: it drops keys such as "constructor" and "__proto__", and a stored payload must
  // come back exactly as it was sent.
  referral_payload: v.nullable(v.custom<Record<string, unknown>>(isPlainObject)),
  hostname: v.string(),
  locale: v.string(),
});

export type StoredContactRequest = v.InferOutput<typeof storedContactRequestSchema>;

const hex = v.pipe(v.string(), v.regex(/^(?:[0-9a-f]{2})+$/));

/**
 * A proof-of-work captcha challenge (`GET /v1/captcha/challenge`), in ALTCHA's v2 format: the
 * browser finds the counter whose key starts with `keyPrefix`, then sends challenge and solution
 * as a form call's `token`. Unknown parameters are kept: the signature covers every one.
 */
export const captchaChallengeSchema = v.object({
  parameters: v.looseObject({
    algorithm: v.string(),
    nonce: hex,
    salt: hex,
    cost: v.number(),
    keyLength: v.number(),
    keyPrefix: hex,
    /** Epoch milliseconds after which the API refuses a solution as expired. */
    data: v.object({ expiresAt: v.number() }),
  }),
  signature: v.string(),
});

export type CaptchaChallenge = v.InferOutput<typeof captchaChallengeSchema>;

/** The two ways a price alert can wait: for the buy price to rise above, or fall below, a target. */
const priceAlertDirections = ["above", "below"] as const;
export type PriceAlertDirection = (typeof priceAlertDirections)[number];

/** A target price has whole cents at most. */
const wholeCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** "Tell me when the buy price of gold per troy ounce in AUD goes above 5,300." */
export const priceAlertRequestSchema = v.strictObject({
  email: contactRequestSchema.entries.email,
  metal: v.picklist(priceMetals, `metal must be one of ${priceMetals.join(", ")}`),
  currency: v.picklist(priceCurrencies, `currency must be one of ${priceCurrencies.join(", ")}`),
  direction: v.picklist(priceAlertDirections, "direction must be above or below"),
  target: v.pipe(
    v.number("target must be a number"),
    v.finite("target must be a number"),
    v.gtValue(0, "target must be more than 0"),
    v.maxValue(priceAlertTargetMax, `target must be at most ${priceAlertTargetMax}`),
    v.check(wholeCents, "target must have at most 2 decimal places"),
  ),
  hostname: contactRequestSchema.entries.hostname,
  locale: contactRequestSchema.entries.locale,
  token: contactRequestSchema.entries.token,
});

export type PriceAlertRequest = v.InferOutput<typeof priceAlertRequestSchema>;

export * from "./priceSchemas";
export * from "./reference/referencePriceSchema";

/** A page part that could not be shown, as the page reports it (`POST /v1/render-errors`). */
export const renderErrorReportSchema = v.strictObject({
  message: v.pipe(v.string(), v.maxLength(renderErrorLimits.message)),
  part: v.pipe(
    v.string(),
    v.regex(
      new RegExp(`^[A-Za-z][\\w.:-]{0,${renderErrorLimits.part - 1}}$`),
      "part must be a part's name",
    ),
  ),
  path: v.pipe(
    v.string(),
    v.maxLength(renderErrorLimits.path),
    v.regex(/^\/[^?#\s]*$/, "path must be a page's path, without its query"),
  ),
  build: v.pipe(
    v.string(),
    v.regex(new RegExp(`^[\\w.:-]{1,${renderErrorLimits.build}}$`), "build must be a build's id"),
  ),
});
