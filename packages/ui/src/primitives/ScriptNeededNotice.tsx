import { Trans } from "@lingui/react/macro";
import { SCRIPT_NEEDED_ATTRIBUTE } from "./scriptNeeded";
import styles from "./ScriptNeededNotice.module.css";

/**
 * Rendered inside every form. The first notice is hidden, shown only if the visitor submits while
 * the page's code has failed to load, so they know why nothing was sent (and that their text is
 * still there); the second is for a browser with scripts turned off, where the form's button
 * stays disabled (`SubmitButton`).
 */
export function ScriptNeededNotice() {
  return (
    <>
      <p className={styles.notice} role="alert" hidden {...{ [SCRIPT_NEEDED_ATTRIBUTE]: "" }}>
        <Trans>
          This form needs JavaScript to send, and the page's scripts have not loaded. Everything you
          typed is still here: check your connection, then press the button again.
        </Trans>
      </p>
      <noscript>
        <p className={styles.notice}>
          <Trans>
            This form needs JavaScript to send, and JavaScript is turned off in this browser.
            Nothing has been sent, and everything you typed stays in the form.
          </Trans>
        </p>
      </noscript>
    </>
  );
}
