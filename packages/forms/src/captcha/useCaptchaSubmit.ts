import type { ApiResult } from "@gw/api-client";
import { prepareToaster, showErrorToast } from "@gw/ui";
import { useLingui } from "@lingui/react/macro";
import { useOneSubmissionAtATime } from "../shared/useOneSubmissionAtATime";
import { captchaNotPassed } from "./captchaNotPassed";
import type { CaptchaProvider } from "./CaptchaProvider";
import { sendWithCaptcha } from "./sendWithCaptcha";
import { useFormCaptcha, type FormCaptcha } from "./useFormCaptcha";

interface CaptchaSubmitOptions<TFields, TData> {
  captcha: CaptchaProvider;
  /** The form's API call with the token of one solution. */
  call: (fields: TFields, token: string) => Promise<ApiResult<TData>>;
  /** After the API accepted the call. */
  onSent: (data: TData, fields: TFields) => void;
  /** Said when the call did not reach the API or its answer could not be read. */
  notSentMessage: string;
  /** Names the form in the console line a failure logs. */
  logLabel: string;
}

interface CaptchaSubmit<TFields> {
  /** Resolves true once the API accepted; false (and a toast) otherwise, the form keeping its fields. */
  submit: (fields: TFields) => Promise<boolean>;
  /** True while a submission is on its way (a second one is refused meanwhile). */
  sending: boolean;
  /** For the form's events (its first focus or input also readies the toaster) and CaptchaStatus. */
  captcha: FormCaptcha;
}

/**
 * What every form that sends through the captcha does on submit: one submission at a time, the
 * prepared token (a new one once should the API refuse it), the call, and one toast for each way
 * it can fail: the spam check (no solution, or refused twice), the API's own reason, or the network.
 */
export function useCaptchaSubmit<TFields, TData>({
  captcha,
  call,
  onSent,
  notSentMessage,
  logLabel,
}: CaptchaSubmitOptions<TFields, TData>): CaptchaSubmit<TFields> {
  const { t } = useLingui();
  const formCaptcha = useFormCaptcha(captcha);

  function notSent(detail: unknown, message: string): false {
    console.error(`${logLabel} not sent:`, detail);
    showErrorToast(message);
    return false;
  }

  async function send(fields: TFields): Promise<boolean> {
    let result: ApiResult<TData>;
    try {
      result = await sendWithCaptcha(formCaptcha.token, (token) => call(fields, token));
    } catch (error) {
      return notSent(error, t(captchaNotPassed));
    }
    if (!result.ok) {
      if (result.code === "captcha") return notSent(result, t(captchaNotPassed));
      return notSent(result, result.kind === "http" ? result.message : notSentMessage);
    }
    onSent(result.data, fields);
    return true;
  }

  const { submit, sending } = useOneSubmissionAtATime(send);
  // A visitor who starts filling the form will get a toast or the thank-you panel: the toaster
  // loads while they type, so the submit's post is its only request.
  const prepare = () => {
    formCaptcha.prepare();
    prepareToaster();
  };
  return { submit, sending, captcha: { ...formCaptcha, prepare } };
}
