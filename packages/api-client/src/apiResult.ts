/** Why a call failed: no answer, too slow, an error answer from the API, or an unreadable answer. */
type ApiFailureKind = "network" | "timeout" | "http" | "parse";

interface ApiFailure {
  ok: false;
  kind: ApiFailureKind;
  /** The HTTP status, when the server answered. */
  status?: number;
  /** For `http`, the API's own message (meant for people); otherwise a diagnostic. */
  message: string;
  /** For `http`, the API's reason as a code, when it gives one (`captcha`). */
  code?: "captcha";
}

interface ApiSuccess<T> {
  ok: true;
  status: number;
  data: T;
}

/** Every call resolves to this; nothing a call does throws. */
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;
