import { priceCurrencies, type ApiClient } from "@gw/api-client";
import { Field, markLive, ScriptNeededNotice, SiteLink, SubmitButton } from "@gw/ui";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { CaptchaProvider } from "../captcha/CaptchaProvider";
import { CaptchaStatus } from "../captcha/CaptchaStatus";
import { defaultCaptchaProvider } from "../captcha/defaultCaptchaProvider";
import { specResolver } from "../shared/specResolver";
import { PriceAlertSent } from "./PriceAlertSent";
import { usePriceAlertSubmission } from "./usePriceAlertSubmission";
import {
  priceAlertErrorMessages,
  validatePriceAlert,
  type PriceAlertErrorKey,
  type PriceAlertFields,
} from "./validatePriceAlert";
import styles from "./PriceAlertForm.module.css";

export interface PriceAlertFormProps {
  client?: ApiClient;
  captcha?: CaptchaProvider;
}

const alertResolver = specResolver<PriceAlertFields>(validatePriceAlert);

/**
 * "Tell me when the buy price of gold per troy ounce in AUD rises above X": errors after the first
 * submit attempt, each cleared as its field is edited; then captcha, send, and a panel asking the
 * visitor to confirm by e-mail. Nothing typed is lost when sending fails.
 */
export function PriceAlertForm({
  client,
  captcha = defaultCaptchaProvider(),
}: PriceAlertFormProps) {
  const { t } = useLingui();
  const [sentTo, setSentTo] = useState<string>();
  const { register, handleSubmit, formState, clearErrors, setFocus } = useForm<PriceAlertFields>({
    // No defaultValues: the fields start from what the page holds, so what was typed into the
    // prerendered form before the app arrived is kept (the markup starts with the defaults).
    resolver: alertResolver,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    shouldFocusError: true,
  });
  const {
    submit,
    sending,
    captcha: formCaptcha,
  } = usePriceAlertSubmission({
    client,
    captcha,
    onSent: setSentTo,
  });

  if (sentTo !== undefined) {
    return (
      <PriceAlertSent
        email={sentTo}
        onSetAnother={() => {
          setSentTo(undefined);
          requestAnimationFrame(() => setFocus("target"));
        }}
      />
    );
  }

  const field = (name: keyof PriceAlertFields) => {
    const key = formState.errors[name]?.message as PriceAlertErrorKey | undefined;
    return {
      error: key ? t(priceAlertErrorMessages[key]) : undefined,
      registered: register(name, { onChange: () => clearErrors(name) }),
    };
  };
  const target = field("target");
  const email = field("email");

  return (
    // method="post": should a submit ever slip past the app, no field lands in an address.
    // The captcha starts solving as soon as the visitor focuses or types into the form.
    <form
      ref={markLive}
      className={styles.form}
      method="post"
      noValidate
      onSubmit={handleSubmit(submit)}
      onFocus={formCaptcha.prepare}
      onInput={formCaptcha.prepare}
    >
      <fieldset className={styles.fields} disabled={sending}>
        <Field label={t`Metal`}>
          {(control) => (
            <select defaultValue="gold" {...control} {...register("metal")}>
              <option value="gold">{t`Gold`}</option>
              <option value="silver">{t`Silver`}</option>
            </select>
          )}
        </Field>
        <Field label={t`When the buy price`}>
          {(control) => (
            <select defaultValue="above" {...control} {...register("direction")}>
              <option value="above">{t`rises above`}</option>
              <option value="below">{t`falls below`}</option>
            </select>
          )}
        </Field>
        <Field label={t`Price per troy ounce`} error={target.error}>
          {(control) => (
            <input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder="5300"
              maxLength={20}
              {...control}
              {...target.registered}
            />
          )}
        </Field>
        <Field label={t`Currency`}>
          {(control) => (
            <select defaultValue="AUD" {...control} {...register("currency")}>
              {priceCurrencies.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t`Email address`} error={email.error}>
          {(control) => (
            <input
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              {...control}
              {...email.registered}
            />
          )}
        </Field>
      </fieldset>
      <SubmitButton size="lg" className={styles.submit} disabled={sending}>
        {sending ? t`Creating alert...` : t`Create price alert`}
      </SubmitButton>
      <CaptchaStatus checking={formCaptcha.checking} />
      <ScriptNeededNotice />
      <p className={styles.notice}>
        <Trans>
          We e-mail you once when the buy price crosses your target, then the alert ends. You
          confirm by e-mail first, and every e-mail has a link to cancel. See our{" "}
          <SiteLink href="/legal/privacy-policy">Privacy Policy</SiteLink>.
        </Trans>
      </p>
    </form>
  );
}
