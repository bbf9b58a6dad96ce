import { track } from "@gw/consent";
import { signUpUrl, useBrand } from "@gw/ui";
import { useCallback, useEffect, useState } from "react";

/** Where a visitor left for sign-up from, as the analytics event names it. */
export type SignUpSource = "register_page" | "referral_page";

/** Leaves the site for a URL; replaced in stories and tests. */
export type Navigate = (url: string) => void;

const leaveForUrl: Navigate = (url) => window.location.assign(url);

/**
 * Sends the visitor to the app's sign-up address (a full-page redirect), reporting it first.
 * `redirecting` stays true until the page unloads; a failed redirect is logged and undone.
 */
export function useSignUpRedirect(source: SignUpSource, navigate: Navigate = leaveForUrl) {
  const brand = useBrand();
  const [redirecting, setRedirecting] = useState(false);

  // Coming back from the app through the back/forward cache must not find the button locked.
  useEffect(() => {
    const unlock = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener("pageshow", unlock);
    return () => window.removeEventListener("pageshow", unlock);
  }, []);

  const redirect = useCallback(
    (referralCode?: string) => {
      setRedirecting(true);
      try {
        track("LoginRedirect", { referralCode: referralCode ?? null, source });
        navigate(signUpUrl(brand.appUrl, referralCode));
      } catch (error) {
        console.error("Registration redirect failed:", error);
        setRedirecting(false);
      }
    },
    [brand.appUrl, navigate, source],
  );

  return { redirecting, redirect };
}
