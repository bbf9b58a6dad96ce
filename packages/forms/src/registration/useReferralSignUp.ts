import { useCallback, useRef, useState, type FormEvent } from "react";
import { normalizeReferralCode } from "./referralCode";
import { useSignUpRedirect, type Navigate, type SignUpSource } from "./useSignUpRedirect";

/** Asks the server whether a (trimmed) referral code is valid; a rejection counts as invalid. */
export type VerifyReferral = (code: string) => Promise<boolean>;

/** `invalid` covers an empty code, a code the server refused, and a failed call alike. */
export type ReferralStatus = "idle" | "verifying" | "valid" | "invalid";

interface ReferralSignUpOptions {
  source: SignUpSource;
  verify: VerifyReferral;
  /** The referral page needs a code; on the register form it is optional. */
  required: boolean;
  navigate?: Navigate;
}

/**
 * A referral code on its way to sign-up: typed (which resets any verdict), verified by the
 * server, then handed to the sign-up redirect. Only the newest verification counts, so an
 * answer that arrives after the visitor typed again is ignored.
 */
export function useReferralSignUp({ source, verify, required, navigate }: ReferralSignUpOptions) {
  const [code, setCode] = useState("");
  const [status, setStatus] = useState<ReferralStatus>("idle");
  const latestCheck = useRef(0);
  const { redirecting, redirect } = useSignUpRedirect(source, navigate);

  const change = useCallback((value: string) => {
    latestCheck.current++;
    setCode(value);
    setStatus("idle");
  }, []);

  const check = useCallback(
    async (raw: string): Promise<boolean> => {
      const normalized = normalizeReferralCode(raw);
      const thisCheck = ++latestCheck.current;
      if (!normalized) {
        setStatus("invalid");
        return false;
      }
      setStatus("verifying");
      const valid = await verify(normalized).catch((error: unknown) => {
        console.warn("Referral verification failed:", error);
        return false;
      });
      if (thisCheck !== latestCheck.current) return false;
      setStatus(valid ? "valid" : "invalid");
      return valid;
    },
    [verify],
  );

  /** Fills in a code that came with the link and verifies it at once. */
  const prefill = useCallback(
    (value: string) => {
      setCode(value);
      void check(value);
    },
    [check],
  );

  const busy = status === "verifying" || redirecting;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || status === "invalid") return;
    const normalized = normalizeReferralCode(code);
    if (!normalized && !required) {
      redirect();
      return;
    }
    if (status === "valid" || (await check(code))) redirect(normalized);
  };

  return {
    code,
    status,
    redirecting,
    /** Submit is off while a check or the redirect runs, and after a refusal until the next edit. */
    submitDisabled: busy || status === "invalid",
    change,
    prefill,
    submit,
  };
}
