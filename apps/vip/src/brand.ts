import { company } from "@gw/content/company";
import type { BrandConfig } from "@gw/ui";

/** The Goldwattle Private brand on the VIP site: every brand fact this app shows lives here. */
export const brand: BrandConfig = {
  id: "vip",
  name: "Goldwattle Private",
  // The company's facts (name, ABN, address, trust facts) are the same for every brand.
  ...company,
  phone: { display: "1300 465 393", tel: "+611300465393" },
  email: "private@goldwattleprivate.com",
  domains: {
    site: "goldwattleprivate.com",
    app: "app.goldwattleprivate.com",
    register: "join.goldwattleprivate.com",
    china: "cny.goldwattleprivate.com",
    shortLink: "gwp.link",
  },
  appUrl: import.meta.env?.VITE_APP_URL ?? "https://app.goldwattleprivate.com",
  socials: {
    x: "https://x.com/goldwattlepriv",
    linkedin: "https://www.linkedin.com/company/goldwattle-private",
    telegram: "https://t.me/goldwattleprivate",
    facebook: "https://www.facebook.com/goldwattleprivate",
  },
  logo: { src: "/logo.svg", width: 230, height: 36 },
  theme: {
    surface: "#f6f4f0",
    surfaceRaised: "#ffffff",
    ink: "#15171c",
    inkMuted: "#4d5058",
    accent: "#c9a96e",
    onAccent: "#15171c",
    accentText: "#6e5320",
    band: "#0e1422",
    onBand: "#f3efe6",
  },
  // Example ids; the real container, pixel and attribution key replace them before launch.
  tracking: {
    tagManagerId: "GTM-GWP0001",
    advertisingPixelId: "100000000000002",
    attributionKey: "key_live_gwvip0000000000000000000002",
  },
  sessionCookie: "gwp_signed_in",
};
