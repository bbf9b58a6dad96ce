import { createContext, useContext, type ReactNode } from "react";

const SiteOriginContext = createContext("");

/**
 * Where the header's section links point: empty on hosts that serve those pages, the main
 * site's origin on hosts that do not (the register host).
 */
export function SiteOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <SiteOriginContext.Provider value={origin}>{children}</SiteOriginContext.Provider>;
}

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}
