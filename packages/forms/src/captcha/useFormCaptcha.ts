import { useEffect, useState } from "react";
import type { CaptchaProvider } from "./CaptchaProvider";

/** A token ready by then is not worth announcing. */
const announceAfterMs = 150;

/**
 * The latest the solving starts after the form is on the page, should the browser never be idle
 * before; it costs a visitor who never types 2.4 kB of code, one small request and a worker's
 * fraction of a second (docs/deploy.md, "What a mainland visitor waits for").
 */
const idleTimeoutMs = 2_000;

/** Runs `task` once the browser is idle (soon after the page's first paint); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task, { timeout: idleTimeoutMs });
    return () => cancelIdleCallback(id);
  }
  // Safari has no idle callbacks: a moment after the app started, its own work is done.
  const id = setTimeout(task, 300);
  return () => clearTimeout(id);
}

/**
 * What a form does with its captcha: prepare it early (once the page is idle after the form
 * arrived, or at the form's first focus or input if sooner), so a visitor who types for a second
 * or two never waits for it on submit; and say when the visitor does wait.
 */
export interface FormCaptcha {
  /** For the form's focus and input events: the solving starts at the first, if not yet begun. */
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
    else return whenIdle(provider.prepare);
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
