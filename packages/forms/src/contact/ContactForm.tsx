import { contactFieldLimits, type ApiClient, type ContactFormFields } from "@gw/api-client";
import { Field, markLive, ScriptNeededNotice, SubmitButton } from "@gw/ui";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { CaptchaProvider } from "../captcha/CaptchaProvider";
import { CaptchaStatus } from "../captcha/CaptchaStatus";
import { defaultCaptchaProvider } from "../captcha/defaultCaptchaProvider";
import { specResolver } from "../shared/specResolver";
import { ContactFormNotice } from "./ContactFormNotice";
import { ContactThankYou } from "./ContactThankYou";
import { contactSources } from "./contactSources";
import { useContactSubmission } from "./useContactSubmission";
import {
  contactFormErrorMessages,
  validateContactForm,
  type ContactFormErrorKey,
} from "./validateContactForm";
import styles from "./ContactForm.module.css";

export interface ContactFormProps {
  client?: ApiClient;
  captcha?: CaptchaProvider;
  redirectTo?: string;
}

const emptyFields: ContactFormFields = { fullName: "", email: "", message: "", selectedSource: "" };

const contactResolver = specResolver<ContactFormFields>(validateContactForm);

/**
 * The contact form, spec sections 4 and 5: errors only after the first submit attempt, each
 * cleared as its field is edited, the first invalid field focused; then captcha, send, and the
 * thank-you panel.
 */
export function ContactForm({
  client,
  captcha = defaultCaptchaProvider(),
  redirectTo,
}: ContactFormProps) {
  const { t } = useLingui();
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState, clearErrors, reset, setFocus } =
    useForm<ContactFormFields>({
      // No defaultValues: the fields start from what the page holds, so text typed into the
      // prerendered form before the app arrived is kept (the markup already starts empty).
      resolver: contactResolver,
      mode: "onSubmit",
      // Editing a field only clears its error; it is checked again on the next submit.
      reValidateMode: "onSubmit",
      shouldFocusError: true,
    });
  const {
    submit,
    sending,
    captcha: formCaptcha,
  } = useContactSubmission({
    client,
    captcha,
    redirectTo,
    onSent: () => {
      reset(emptyFields);
      setSent(true);
    },
  });

  if (sent) {
    return (
      <ContactThankYou
        onSendAnother={() => {
          setSent(false);
          requestAnimationFrame(() => setFocus("fullName"));
        }}
      />
    );
  }

  /** The field's error, and its registration: editing a field clears only its own error. */
  const field = (name: keyof ContactFormFields) => {
    const key = formState.errors[name]?.message as ContactFormErrorKey | undefined;
    return {
      error: key ? t(contactFormErrorMessages[key]) : undefined,
      registered: register(name, { onChange: () => clearErrors(name) }),
    };
  };
  const fullName = field("fullName");
  const email = field("email");
  const message = field("message");
  const source = field("selectedSource");

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
        <Field label={t`Full name`} error={fullName.error}>
          {(control) => (
            <input
              type="text"
              autoComplete="name"
              maxLength={contactFieldLimits.name}
              {...control}
              {...fullName.registered}
            />
          )}
        </Field>
        <Field label={t`Email address`} error={email.error}>
          {(control) => (
            <input
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={contactFieldLimits.email}
              {...control}
              {...email.registered}
            />
          )}
        </Field>
        <Field label={t`Message`} error={message.error}>
          {(control) => (
            <textarea
              rows={5}
              maxLength={contactFieldLimits.message}
              {...control}
              {...message.registered}
            />
          )}
        </Field>
        <Field label={t`How did you find us?`} error={source.error}>
          {(control) => (
            <select defaultValue="" {...control} {...source.registered}>
              <option value="" disabled>
                {t`Select an option`}
              </option>
              {contactSources.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(option.label)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <SubmitButton size="lg" className={styles.submit}>
          {sending ? t`Submitting...` : t`Submit`}
        </SubmitButton>
      </fieldset>
      <CaptchaStatus checking={formCaptcha.checking} />
      <ScriptNeededNotice />
      <ContactFormNotice />
    </form>
  );
}
