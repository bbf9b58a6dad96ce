import type { BrandConfig } from "@gw/brands";

/**
 * A complete brand with obviously fake facts, for tests and stories: a test that finds one of
 * these values on screen knows it came from the brand, not from the code.
 */
export const exampleBrand: BrandConfig = {
  id: "example",
  name: "Brand",
  company: "Brand Pty Ltd",
  abn: "53687097845",
  phone: { display: "1300 000 000", tel: "+611300000000" },
  email: "hi@brand.example",
  address: ["1 Street", "Perth"],
  mapsUrl: "https://maps.example/?q=1+Street",
  domains: {
    site: "brand.example",
    app: "app.brand.example",
    register: "join.brand.example",
    china: "cny.brand.example",
    shortLink: "brand.link",
  },
  appUrl: "https://app.brand.example",
  socials: {
    x: "https://x.example/brand",
    linkedin: "https://linkedin.example/brand",
    telegram: "https://telegram.example/brand",
    facebook: "https://facebook.example/brand",
  },
  logo: { src: "/logo.svg", width: 120, height: 32 },
  theme: {
    surface: "#ffffff",
    surfaceRaised: "#ffffff",
    ink: "#111111",
    inkMuted: "#444444",
    accent: "#ffcc00",
    onAccent: "#111111",
    accentText: "#6b5200",
    band: "#000000",
    onBand: "#ffffff",
  },
  tracking: { tagManagerId: "GTM-TEST", advertisingPixelId: "42", attributionKey: "key_test" },
  sessionCookie: "brand_signed_in",
  trust: {
    custodian: "Vault Co",
    vaultCity: { en: "Perth", zh: "珀斯" },
    insurer: "Insure Co",
    auditor: "Audit Co",
    auditFrequency: { en: "four times a year", zh: "每年四次" },
    austracEnrolment: "123456789",
    remittanceRegistration: "IND987654",
    afcaMembership: "55555",
  },
};
