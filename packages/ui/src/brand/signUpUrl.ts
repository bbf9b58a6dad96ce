/**
 * The sign-in app's sign-up address: `{appUrl}/register?signup=true`, with the referral code
 * when there is one. The code is trimmed; a blank one is left out.
 */
export function signUpUrl(appUrl: string, referralCode?: string): string {
  const url = new URL("register", `${appUrl.replace(/\/+$/, "")}/`);
  url.searchParams.set("signup", "true");
  const code = referralCode?.trim();
  if (code) url.searchParams.set("referral", code);
  return url.href;
}
