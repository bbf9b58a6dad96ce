import { company } from "@gw/content/company";
import type { BrandConfig } from "@gw/ui";

/** The Goldwattle brand on the China landing host: every brand fact this app shows lives here. */
export const brand: BrandConfig = {
  id: "main",
  name: "Goldwattle",
  // The company's facts (name, ABN, address, trust facts) are the same for every brand.
  ...company,
  phone: { display: "1300 465 392", tel: "+611300465392" },
  email: "hello@goldwattle.com",
  domains: {
    site: "goldwattle.com",
    app: "app.goldwattle.com",
    register: "join.goldwattle.com",
    china: "cny.goldwattle.com",
    shortLink: "gwtl.link",
  },
  appUrl: import.meta.env?.VITE_APP_URL ?? "https://app.goldwattle.com",
  socials: {
    x: "https://x.com/goldwattle",
    linkedin: "https://www.linkedin.com/company/goldwattle",
    telegram: "https://t.me/goldwattle",
    facebook: "https://www.facebook.com/goldwattle",
  },
  logo: { src: "/logo.svg", width: 168, height: 36 },
  theme: {
    surface: "#fbf8f1",
    surfaceRaised: "#ffffff",
    ink: "#1c1a17",
    inkMuted: "#55504a",
    accent: "#e2b13c",
    onAccent: "#1c1a17",
    accentText: "#7a5200",
    band: "#14201a",
    onBand: "#f7f3ea",
  },
  // Example ids; the real container, pixel and attribution key replace them before launch.
  tracking: {
    tagManagerId: "GTM-GW0001",
    advertisingPixelId: "100000000000001",
    attributionKey: "key_live_gwmain0000000000000000000001",
  },
  sessionCookie: "gw_signed_in",
};
