import { CaptchaUnavailableError, type CaptchaProvider } from "./CaptchaProvider";

/**
 * A CaptchaProvider whose code loads when first used (a form's first focus), so a page that shows
 * a form nobody types into downloads none of it. A failed load is tried again by the next call.
 */
export function lazyCaptcha(load: () => Promise<CaptchaProvider>): CaptchaProvider {
  let loading: Promise<CaptchaProvider> | undefined;
  const provider = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw new CaptchaUnavailableError(`The captcha's code did not load: ${String(error)}`);
    });
    return loading;
  };
  return {
    prepare() {
      provider().then(
        (loaded) => loaded.prepare(),
        // Nobody waits on it yet: the next token() loads it again and says if that fails.
        () => {},
      );
    },
    async token() {
      return (await provider()).token();
    },
  };
}
