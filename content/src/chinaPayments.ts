import data from "../data/china-payments.json";
import type { ChinaPayments } from "./chinaPaymentsSchema";

export type { ChinaPayments } from "./chinaPaymentsSchema";

/**
 * The payment currencies and payout providers (spec section 1; example provider names). Every
 * build checks the file against its schema (contentDataCheck).
 */
export const chinaPayments: ChinaPayments = data;
