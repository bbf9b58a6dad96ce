/**
 * Everything that differs between brands. Packages never write brand facts themselves; the
 * app passes its config through BrandProvider.
 */
export interface BrandConfig {
  id: string;
  /** Product name, e.g. shown in the logo link and the referral button. */
  name: string;
  /** Registered company name for the copyright line. */
  company: string;
  /** 11-digit Australian Business Number, digits only. */
  abn: string;
  phone: { display: string; tel: string };
  email: string;
  /** Postal address, one entry per line. */
  address: readonly string[];
  /** A maps service link for the postal address. */
  mapsUrl: string;
  /** Production hosts of this brand's family (`china`: the China landing host). */
  domains: { site: string; app: string; register: string; shortLink: string; china: string };
  /** Base URL of the sign-in app: sign-in is `{appUrl}/log-in`. */
  appUrl: string;
  socials: { x: string; linkedin: string; telegram: string; facebook: string };
  logo: { src: string; width: number; height: number };
  /** Colours as CSS values; see brandThemeCss for the variables they set. */
  theme: BrandTheme;
  /** Cookie the sign-in app sets on the parent domain while a visitor is signed in. */
  sessionCookie: string;
  /** Analytics and advertising accounts; their scripts load only after consent, on tracking hosts. */
  tracking: {
    tagManagerId: string;
    advertisingPixelId: string;
    /** The link-attribution service's public key (Branch `branch_key`) for referral data. */
    attributionKey: string;
  };
  /** Facts a customer needs to trust the holding and the company; documents and the home trust section show them. */
  trust: BrandTrustFacts;
}

/** Who holds the metal, where, who insures and audits it, and the regulator numbers. */
interface BrandTrustFacts {
  /** Company that holds the metal in its vault, e.g. "Example Vaults Pty Ltd". */
  custodian: string;
  /** City of the vault, in each language. */
  vaultCity: { en: string; zh: string };
  /** Insurer of the metal in the vault. */
  insurer: string;
  /** Independent auditor of the holdings. */
  auditor: string;
  /** How often the auditor counts the metal, in words, e.g. "twice a year". */
  auditFrequency: { en: string; zh: string };
  /** AUSTRAC enrolment number as a reporting entity (bullion dealer). */
  austracEnrolment: string;
  /** AUSTRAC registration number on the Remittance Sector Register. */
  remittanceRegistration: string;
  /** Australian Financial Complaints Authority membership number. */
  afcaMembership: string;
}

export interface BrandTheme {
  /** Page background. */
  surface: string;
  /** Raised surfaces: cards, menus. */
  surfaceRaised: string;
  /** Body text. */
  ink: string;
  /** Secondary text; must keep 4.5:1 on surface. */
  inkMuted: string;
  /** Fill of primary buttons and highlights. */
  accent: string;
  /** Text on accent fills. */
  onAccent: string;
  /** Accent used as text or link colour; must keep 4.5:1 on surface. */
  accentText: string;
  /** Dark band behind hero and footer. */
  band: string;
  /** Text on the dark band. */
  onBand: string;
}
