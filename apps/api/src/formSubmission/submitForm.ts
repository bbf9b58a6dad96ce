import { createHash } from "node:crypto";
import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { captchaRefused } from "./captchaRefused";
import type { CaptchaVerifier } from "./captchaVerifier";
import type { ApiSchema } from "../database/schema";
import { apiError } from "../http/apiError";
import type { IdempotencyStore, KeyBinding, StoredAnswer } from "./idempotencyStore";

/** A client's random id per submission (a UUID in practice); anything else is refused. */
const idempotencyKeyPattern = /^[A-Za-z0-9_.:-]{8,128}$/;

type Transaction = <T>(work: (trx: Kysely<ApiSchema>) => Promise<T>) => Promise<T>;

export interface FormSubmissionOptions {
  idempotency: IdempotencyStore;
  captcha: CaptchaVerifier;
  transaction: Transaction;
}

/** Thrown inside the transaction to undo it and answer with `response`. */
class Undone {
  constructor(readonly response: Response) {}
}

/** The answer as JSON, as a form call's work decides it (stored as sent, for a replay). */
export const jsonAnswer = (status: number, body: unknown): StoredAnswer => ({
  status,
  body: JSON.stringify(body),
});

function answer(c: Context, { status, body }: StoredAnswer) {
  return c.body(body, status as ContentfulStatusCode, { "Content-Type": "application/json" });
}

/** A key used before: its first answer, marked so a client can tell, if the call is the same. */
function answerEarlier(
  c: Context,
  binding: KeyBinding,
  earlier: StoredAnswer & { call: string | null; fingerprint: string | null },
) {
  // A key stored before keys were bound (migration 0009) has no call to compare; one day later
  // the retention job has deleted every such key.
  if (earlier.call !== null && earlier.call !== binding.call)
    return apiError(c, 422, "Idempotency-Key was already used for another call");
  if (earlier.fingerprint !== null && earlier.fingerprint !== binding.fingerprint)
    return apiError(c, 422, "Idempotency-Key was already used with another request body");
  c.header("Idempotent-Replayed", "true");
  return answer(c, earlier);
}

/**
 * How every form call (contact, price alert) is carried out once: the captcha solution is spent
 * in the same transaction as what the work stores and the answer recorded under the request's
 * `Idempotency-Key`, so a failure after the captcha step loses neither. A key is bound to its
 * call and body: the same again gets the first answer; another call or body gets 422 and changes
 * nothing. A refused captcha stores nothing, so the visitor may send again under the same key.
 */
export function formSubmission({ idempotency, captcha, transaction }: FormSubmissionOptions) {
  return async function submit(
    c: Context,
    token: string,
    work: (trx: Kysely<ApiSchema>) => Promise<StoredAnswer>,
    /** Told after a fresh answer is committed (the outbox sender's `wake`). */
    onCommitted?: () => void,
  ): Promise<Response> {
    const key = c.req.header("Idempotency-Key");
    if (key !== undefined && !idempotencyKeyPattern.test(key))
      return apiError(c, 400, "Idempotency-Key must be 8-128 letters, digits or _.:-");
    const binding: KeyBinding | undefined =
      key === undefined
        ? undefined
        : {
            key,
            call: `${c.req.method} ${c.req.routePath}`,
            fingerprint: createHash("sha256")
              .update(new Uint8Array(await c.req.arrayBuffer()))
              .digest("base64url"),
          };
    // A repeat is answered before its (spent) captcha solution is looked at.
    const earlier = binding && (await idempotency.find(binding.key));
    if (binding && earlier) return answerEarlier(c, binding, earlier);

    let fresh: StoredAnswer | undefined;
    try {
      fresh = await transaction(async (trx) => {
        if (binding && !(await idempotency.claim(trx, binding))) return undefined;
        const verdict = await captcha.verify(token, trx);
        if (!verdict.ok) throw new Undone(captchaRefused(c, verdict.reason));
        const decided = await work(trx);
        if (binding) await idempotency.record(trx, binding.key, decided);
        return decided;
      });
    } catch (error) {
      if (error instanceof Undone) return error.response;
      throw error;
    }
    if (fresh) {
      onCommitted?.();
      return answer(c, fresh);
    }
    // A concurrent duplicate committed first.
    const first = binding && (await idempotency.find(binding.key));
    if (!binding || !first)
      throw new Error(`Idempotency-Key ${key} was claimed but holds no answer`);
    return answerEarlier(c, binding, first);
  };
}

export type SubmitForm = ReturnType<typeof formSubmission>;
