import type { BrandConfig } from "@gw/ui";

/** The Goldwattle Private brand on the VIP site: every brand fact this app shows lives here. */
export const brand: BrandConfig = {
  id: "vip",
  name: "Goldwattle Private",
  company: "Goldwattle Pty Ltd",
  abn: "53687097845",
  address: ["Level 12, 1 Martin Place", "Sydney NSW 2000", "Australia"],
  mapsUrl: "https://www.google.com/maps/search/?api=1&query=1+Martin+Place+Sydney+NSW+2000",
  // EXAMPLE VALUES ONLY: placeholders for the real custodian, insurer, auditor and regulator
  // numbers, which replace them before launch. Documents and the home page show them.
  trust: {
    custodian: "Example Vault Services Pty Ltd",
    vaultCity: { en: "Sydney", zh: "悉尼" },
    insurer: "Example Specie Insurance Ltd",
    auditor: "Example Audit Partners",
    auditFrequency: { en: "twice a year", zh: "每年两次" },
    austracEnrolment: "100000001",
    remittanceRegistration: "IND100000001",
    afcaMembership: "10001",
  },
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
