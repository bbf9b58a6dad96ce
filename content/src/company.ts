import data from "../data/company.json";
import type { CompanyFacts } from "./companySchema";

export type { CompanyFacts } from "./companySchema";

/**
 * The company behind every brand (name, ABN, address, trust facts). Each app's brand config and
 * the API's e-mails read it, so the facts live once. Every build checks the file against its
 * schema (contentDataCheck). Picked field by field so the file's `_comment` goes nowhere.
 */
export const company: CompanyFacts = {
  company: data.company,
  abn: data.abn,
  address: data.address,
  mapsUrl: data.mapsUrl,
  trust: data.trust,
};
