import type {
  ApiClient,
  ApiResult,
  ContactRequest,
  ContactResponse,
  PriceAlertRequest,
} from "@gw/api-client";
import type { CaptchaProvider } from "../captcha/CaptchaProvider";

export type ContactAnswer = ApiResult<ContactResponse>;

export const storedAnswer: ContactAnswer = {
  ok: true,
  status: 201,
  data: { status: "success", message: "Thanks for getting in touch. Your message has been sent." },
};

export const alertStoredAnswer: ContactAnswer = {
  ok: true,
  status: 201,
  data: {
    status: "success",
    message: "Check your inbox: we sent you a link to confirm the alert.",
  },
};

/** An API client whose contact and price alert calls answer as told, for tests and stories. */
export function fakeApiClient(
  answer: (payload: ContactRequest) => Promise<ContactAnswer>,
  alertAnswer: (payload: PriceAlertRequest) => Promise<ContactAnswer> = async () =>
    alertStoredAnswer,
): ApiClient {
  return {
    sendContactRequest: answer,
    createPriceAlert: alertAnswer,
    verifyReferral: async () => ({ ok: true, status: 200, data: { valid: true } }),
    captchaChallenge: async () => ({ ok: false, kind: "network", message: "not in a story" }),
  };
}

/** A captcha whose token is ready at once. */
export const instantCaptcha: CaptchaProvider = {
  prepare: () => {},
  token: async () => "captcha-token",
};
