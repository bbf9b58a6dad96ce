import data from "../../../../../content/data/china-payments.json";

/** The currencies a sender can pay in (spec section 1), in the spec's order. */
export const paymentCurrencies: readonly string[] = data.paymentCurrencies;

/** The two providers that pay the recipient out in CNY (example names; see the data file). */
export const payoutProviders: readonly string[] = data.payoutProviders;
