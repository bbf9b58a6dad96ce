import * as v from "valibot";

const names = v.pipe(v.array(v.pipe(v.string(), v.nonEmpty())), v.nonEmpty());

/** Spec section 1: the currencies a sender pays in and the providers that pay out in CNY. */
export const chinaPaymentsSchema = v.object({
  paymentCurrencies: v.pipe(v.array(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))), v.nonEmpty()),
  payoutProviders: names,
});

export type ChinaPayments = v.InferOutput<typeof chinaPaymentsSchema>;
