/**
 * How the public site learns whether the visitor is signed in to the app. The site never sees
 * credentials: the sign-in app sets a non-secret hint cookie on the shared parent domain (for
 * example `gw_signed_in=1; Domain=.goldwattle.com; Path=/; Secure; SameSite=Lax`) when a
 * session starts and clears it on sign-out. Another adapter can replace it (a call to the app's
 * session endpoint, say) without touching the header.
 */
export interface SessionAdapter {
  isLoggedIn(): boolean;
  /** Called when the answer may have changed; returns an unsubscribe function. */
  subscribe(onChange: () => void): () => void;
}

export function cookieSessionAdapter(
  cookieName: string,
  doc?: Pick<Document, "cookie">,
): SessionAdapter {
  return {
    isLoggedIn() {
      const source = doc ?? (typeof document === "undefined" ? undefined : document);
      if (!source) return false;
      return source.cookie
        .split(";")
        .map((part) => part.trim().split("="))
        .some(
          ([name, value]) =>
            name === cookieName && value !== undefined && value !== "" && value !== "0",
        );
    },
    subscribe(onChange) {
      // Signing in happens on another host; coming back to this tab is when it may have changed.
      if (typeof window === "undefined") return () => {};
      window.addEventListener("focus", onChange);
      document.addEventListener("visibilitychange", onChange);
      return () => {
        window.removeEventListener("focus", onChange);
        document.removeEventListener("visibilitychange", onChange);
      };
    },
  };
}
