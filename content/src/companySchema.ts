import * as v from "valibot";

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());
const inEachLanguage = v.object({ en: text, zh: text });

/**
 * The company's facts, the same for every brand: its name, ABN and address as the footer, the
 * contact page and every e-mail state them, and the trust facts documents and the home page show.
 */
export const companySchema = v.object({
  company: text,
  abn: v.pipe(v.string(), v.regex(/^\d{11}$/, "must be 11 digits")),
  address: v.pipe(v.array(text), v.nonEmpty()),
  mapsUrl: v.pipe(v.string(), v.url()),
  trust: v.object({
    custodian: text,
    vaultCity: inEachLanguage,
    insurer: text,
    auditor: text,
    auditFrequency: inEachLanguage,
    austracEnrolment: text,
    remittanceRegistration: text,
    afcaMembership: text,
  }),
});

export type CompanyFacts = v.InferOutput<typeof companySchema>;
