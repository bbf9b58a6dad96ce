import { createContext, useContext, type ReactNode } from "react";

// The footer offers "Cookie settings", but the consent banner lives in a package above this one;
// the app hands down what opening them means.
const OpenCookieSettingsContext = createContext<(() => void) | null>(null);

export function CookieSettingsProvider({
  open,
  children,
}: {
  open: () => void;
  children: ReactNode;
}) {
  return (
    <OpenCookieSettingsContext.Provider value={open}>{children}</OpenCookieSettingsContext.Provider>
  );
}

/** Opens the cookie preferences; null where no consent banner is wired in. */
export function useOpenCookieSettings(): (() => void) | null {
  return useContext(OpenCookieSettingsContext);
}
