import * as v from "valibot";
import { apiBaseUrl } from "./apiBaseUrl";
import type { ApiResult } from "./apiResult";
import { publicApiPaths } from "./publicCalls";
import { readAnswer, type SuccessSchema } from "./readAnswer";
import {
  captchaChallengeSchema,
  contactResponseSchema,
  referralVerifyResponseSchema,
  type CaptchaChallenge,
  type ContactRequest,
  type ContactResponse,
  type PriceAlertRequest,
  type ReferralVerifyResponse,
} from "./schemas";

export interface ApiClientOptions {
  /** Defaults to the page's own `/api` (see `apiBaseUrl`). */
  baseUrl?: string;
  /** A call that takes longer is aborted and reported as `timeout`. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export interface ApiClient {
  /**
   * One submission: sent with a fresh `Idempotency-Key`, and sent once more with the same key after
   * a network error or timeout, so the API stores it once even if the first attempt got through.
   */
  sendContactRequest(payload: ContactRequest): Promise<ApiResult<ContactResponse>>;
  /** A price alert, sent like a contact request (one key per submission, one retry with it). */
  createPriceAlert(payload: PriceAlertRequest): Promise<ApiResult<ContactResponse>>;
  verifyReferral(code: string): Promise<ApiResult<ReferralVerifyResponse>>;
  /** A fresh proof-of-work challenge for the next form call's captcha token. */
  captchaChallenge(): Promise<ApiResult<CaptchaChallenge>>;
}

const defaultTimeoutMs = 15_000;

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? apiBaseUrl()).replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function call<T>(
    path: string,
    body: unknown,
    schema: SuccessSchema<T>,
    extraHeaders: Record<string, string> = {},
  ): Promise<ApiResult<T>> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers:
          body === undefined
            ? { Accept: "application/json" }
            : { Accept: "application/json", "Content-Type": "application/json", ...extraHeaders },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      text = await response.text();
    } catch (error) {
      if (controller.signal.aborted) {
        return { ok: false, kind: "timeout", message: `No answer within ${timeoutMs} ms` };
      }
      return {
        ok: false,
        kind: "network",
        message: error instanceof Error ? error.message : String(error),
      };
    } finally {
      clearTimeout(timer);
    }
    return readAnswer(response.status, response.ok, text, schema);
  }

  /** One submission: a fresh key, and a second try with it after a network error or timeout. */
  async function submitOnce(path: string, payload: unknown): Promise<ApiResult<ContactResponse>> {
    const headers = { "Idempotency-Key": newIdempotencyKey() };
    const first = await call(path, payload, successfulContactSchema, headers);
    if (first.ok || (first.kind !== "network" && first.kind !== "timeout")) return first;
    return call(path, payload, successfulContactSchema, headers);
  }

  return {
    sendContactRequest: (payload) => submitOnce(publicApiPaths.contactRequest, payload),
    createPriceAlert: (payload) => submitOnce(publicApiPaths.priceAlert, payload),
    verifyReferral: (code) =>
      call(publicApiPaths.referralVerify, { referral: code.trim() }, referralVerifyResponseSchema),
    captchaChallenge: () =>
      call(publicApiPaths.captchaChallenge, undefined, captchaChallengeSchema),
  };
}

/** A random id per submission (browsers and Node both have `crypto.randomUUID`). */
/**
 * A random UUID (v4). `crypto.randomUUID` exists only on secure origins; `getRandomValues`
 * everywhere, so a page opened over plain HTTP (a preview, a test host) can still send.
 */
function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A contact answer only counts as success when it says so; `status: "error"` fails even with 200. */
const successfulContactSchema = v.pipe(
  contactResponseSchema,
  v.check((answer) => answer.status === "success"),
);
