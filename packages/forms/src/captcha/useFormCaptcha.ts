import { useEffect, useState } from "react";
import type { CaptchaProvider } from "./CaptchaProvider";

/** A token ready by then is not worth announcing. */
const announceAfterMs = 150;

/** What a form does with its captcha: prepare it early, and say when the visitor waits for it. */
export interface FormCaptcha {
  /** For the form's focus and input events: the solving starts at the first. */
  prepare(): void;
  /** True while a submission has waited a moment for its token (CaptchaStatus says so). */
  checking: boolean;
  /** The token for one submission. */
  token(): Promise<string>;
}

export function useFormCaptcha(provider: CaptchaProvider): FormCaptcha {
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    // A field focused (or typed into) before the page's code arrived sends no focus event now.
    if (document.activeElement?.closest("form")) provider.prepare();
  }, [provider]);
  return {
    prepare: provider.prepare,
    checking,
    async token() {
      const waiting = setTimeout(() => setChecking(true), announceAfterMs);
      try {
        return await provider.token();
      } finally {
        clearTimeout(waiting);
        setChecking(false);
      }
    },
  };
}
