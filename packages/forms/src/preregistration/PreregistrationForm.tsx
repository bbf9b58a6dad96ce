import {
  Button,
  Field,
  ScriptNeededNotice,
  SiteLink,
  SubmitButton,
  useValueTypedBeforeHydration,
  markLive,
} from "@gw/ui";
import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState, type FormEvent } from "react";
import { CaptchaStatus } from "../captcha/CaptchaStatus";
import type { FormCaptcha } from "../captcha/useFormCaptcha";
import { validatePreregistrationEmail } from "./validatePreregistration";
import styles from "./PreregistrationForm.module.css";

export interface PreregistrationFormProps {
  /**
   * Sends the address (captcha, API call, error toast); resolves true once it is stored.
   * A false answer or a rejection keeps the form as it was.
   */
  submit: (email: string) => Promise<boolean>;
  /** The captcha `submit` uses: prepared on the form's first focus or input, announced if waited for. */
  captcha: Pick<FormCaptcha, "prepare" | "checking">;
  /** `Sign Up Another Email`: by default starts the page afresh, as the spec asks. */
  onSignUpAnother?: () => void;
}

const reloadPage = () => window.location.reload();

/** The China launch preregistration: one e-mail field, then a thank-you panel. */
export function PreregistrationForm({
  submit,
  captcha,
  onSignUpAnother = reloadPage,
}: PreregistrationFormProps) {
  const { t, i18n } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const sending = useRef(false);
  const [email, setEmail] = useState("");
  const [attempted, setAttempted] = useState(false);
  const [error, setError] = useState<ReturnType<typeof validatePreregistrationEmail>>(null);
  const [status, setStatus] = useState<"editing" | "sending" | "done">("editing");
  useValueTypedBeforeHydration(inputRef, setEmail);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setAttempted(true);
    const invalid = validatePreregistrationEmail(email);
    setError(invalid);
    if (invalid) {
      inputRef.current?.focus();
      return;
    }
    sending.current = true;
    setStatus("sending");
    let stored = false;
    try {
      stored = await submit(email.trim());
    } catch (failure) {
      console.error("Preregistration failed:", failure);
    } finally {
      sending.current = false;
    }
    setStatus(stored ? "done" : "editing");
  }

  if (status === "done") {
    return (
      <div className={styles.thanks} role="status">
        <h3 className={styles.thanksTitle}>
          <Trans>Thank you for preregistering!</Trans>
        </h3>
        <p>
          <Trans>We will e-mail you a 3-month fee discount coupon as soon as we launch.</Trans>
        </p>
        <p>
          <Trans>
            The coupon is sent once you confirm your address from the e-mail we have just sent you.
          </Trans>
        </p>
        <p className={styles.inbox}>
          <Trans>Keep an eye on your inbox</Trans>
        </p>
        <Button variant="secondary" onClick={onSignUpAnother}>
          <Trans>Sign Up Another Email</Trans>
        </Button>
      </div>
    );
  }

  const showError = attempted && error;
  const busy = status === "sending";
  return (
    // method="post": should a submit ever slip past the app, no field lands in an address.
    // The captcha starts solving as soon as the visitor focuses or types into the form.
    <form
      ref={markLive}
      className={styles.form}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={captcha.prepare}
      onInput={captcha.prepare}
    >
      <Field
        label={<Trans>Email address</Trans>}
        error={showError ? i18n._(error) : undefined}
        className={styles.field}
        controlClassName={styles.input}
      >
        {(control) => (
          <div className={styles.row}>
            <input
              ref={inputRef}
              type="email"
              name="email"
              autoComplete="email"
              required
              placeholder={t`you@example.com`}
              value={email}
              disabled={busy}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(null);
              }}
              {...control}
            />
            <SubmitButton size="lg" disabled={busy}>
              {busy ? <Trans>Submitting...</Trans> : <Trans>Sign me up</Trans>}
            </SubmitButton>
          </div>
        )}
      </Field>
      <p className={styles.privacy}>
        <Trans>
          We use your address only for the coupon and our launch news. See our{" "}
          <SiteLink href="/legal/privacy-policy">Privacy Policy</SiteLink>.
        </Trans>
      </p>
      <CaptchaStatus checking={captcha.checking} />
      <ScriptNeededNotice />
    </form>
  );
}
