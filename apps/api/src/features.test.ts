import { expect, it } from "vitest";
import { apiFeatures, apiSchema } from "./features";

/**
 * The migrations databases have recorded, in the order they ran. Kysely refuses to open a
 * database that recorded one the code no longer has, so none is renamed or dropped; a new one
 * takes a higher number.
 */
const recorded = [
  "0001_contact_requests_and_referral_codes",
  "0002_idempotency_keys_and_rate_limit_windows",
  "0003_price_closes",
  "0004_outbox_and_alerts",
  "0005_spent_captcha_solutions",
  "0006_price_quotes_leases_and_close_sources",
  "0007_mail_at_send_and_retention",
  "0008_alert_check_index",
  "0009_idempotency_key_binding",
  "0010_reference_prices",
];

it.each(["sqlite", "postgres"] as const)(
  "keeps every migration a database has recorded, in its order, and adds new ones after (%s)",
  async (engine) => {
    const names = Object.keys(await apiSchema.migrations(engine).getMigrations()).sort();
    expect(names.slice(0, recorded.length)).toEqual(recorded);
    for (const name of names) expect(name).toMatch(/^\d{4}_[a-z0-9_]+$/);
  },
);

it("names each feature once", () => {
  const names = apiFeatures.map((feature) => feature.name);
  expect(new Set(names).size).toBe(names.length);
});
