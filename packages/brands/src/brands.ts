import { company } from "@gw/content/company";
import type { BrandConfig } from "./BrandConfig";

/**
 * Every brand's facts, once: the site apps pick theirs (the China landing and register hosts
 * belong to the main brand) and the API's e-mails speak as them. The company's facts (name, ABN,
 * address, trust facts) are the same for every brand and come from @gw/content.
 */
export const brands = {
  /** Goldwattle: the main site, the China landing host and the register host. */
  main: {
    id: "main",
    name: "Goldwattle",
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
    appUrl: "https://app.goldwattle.com",
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
  },
  /** Goldwattle Private: the VIP site. */
  vip: {
    id: "vip",
    name: "Goldwattle Private",
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
    appUrl: "https://app.goldwattleprivate.com",
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
  },
} satisfies Record<string, BrandConfig>;

type BrandId = keyof typeof brands;

/** The brand a stored id names; the main brand for anything we no longer know. */
export function brandById(id: string): BrandConfig {
  return Object.hasOwn(brands, id) ? brands[id as BrandId] : brands.main;
}
