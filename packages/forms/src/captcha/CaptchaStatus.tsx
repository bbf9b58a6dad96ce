import { Trans } from "@lingui/react/macro";
import { CAPTCHA_FORM_ATTRIBUTE } from "./captchaFormAttribute";

/**
 * The captcha is invisible; this line tells a screen reader why sending waits, on the rare
 * occasion the solution is not ready when the visitor sends.
 */
export function CaptchaStatus({ checking }: { checking: boolean }) {
  return (
    <p role="status" className="gw-visually-hidden" {...{ [CAPTCHA_FORM_ATTRIBUTE]: "" }}>
      {checking ? <Trans>Running our spam check before sending. This takes a moment.</Trans> : null}
    </p>
  );
}
