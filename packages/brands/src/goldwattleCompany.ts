import type { BrandConfig } from "@gw/ui";

/**
 * One company stands behind both brands: its registration, address and the facts about where
 * the metal is held are the same on every site.
 */
export const goldwattleCompany = {
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
} satisfies Partial<BrandConfig>;
