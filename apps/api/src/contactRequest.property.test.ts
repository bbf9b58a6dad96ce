import { contactRequestSchema } from "@gw/api-client/schemas";
import fc from "fast-check";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApi, type TestApi } from "./testing/testApi";

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.dispose());

const fieldNames = [
  "email",
  "message",
  "source",
  "first_name",
  "last_name",
  "full_name",
  "referral_payload",
  "hostname",
  "locale",
  "token",
] as const;

/** Plausible and implausible values for any field, long strings and odd types included. */
const anyFieldValue = fc.oneof(
  fc.string(),
  fc.string({ minLength: 180, maxLength: 6000 }),
  fc.emailAddress(),
  fc.constantFrom("en", "zh", "", "  ", "google", null),
  fc.jsonValue(),
);

/** A valid payload with some fields replaced, removed, or joined by unknown ones. */
const mutatedPayload = fc.record({
  replaced: fc.dictionary(fc.constantFrom(...fieldNames), anyFieldValue, { maxKeys: 3 }),
  removed: fc.subarray([...fieldNames], { maxLength: 2 }),
  extra: fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue(), { maxKeys: 1 }),
});

describe("POST /v1/contact/request/ with random input", () => {
  it("never answers 5xx, and stores a request exactly when it is valid", async () => {
    await fc.assert(
      fc.asyncProperty(mutatedPayload, async ({ replaced, removed, extra }) => {
        const base = api.validContact();
        const payload: Record<string, unknown> = { ...extra, ...base, ...replaced };
        removed.forEach((field) => delete payload[field]);
        const before = await api.storedCount();

        const response = await api.postJson("/v1/contact/request/", payload);

        // A replaced token is not one the captcha issued, so the request must be refused.
        const valid = v.is(contactRequestSchema, payload) && payload.token === base.token;
        if (valid) expect(response.status).toBe(201);
        else expect([400, 413]).toContain(response.status);
        expect(await api.storedCount()).toBe(before + (valid ? 1 : 0));
        if (!valid)
          expect(await response.json()).toMatchObject({
            status: "error",
            message: expect.any(String),
          });
      }),
      { numRuns: 300 },
    );
  });

  it("answers any raw body with a 4xx and stores nothing", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.json(), fc.string({ unit: "binary" })),
        async (body) => {
          const before = await api.storedCount();
          const response = await api.postJson("/v1/contact/request/", body);
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          expect(await api.storedCount()).toBe(before);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("stores every valid generated request with its fields intact", async () => {
    const word = fc.stringMatching(/^[A-Za-z][A-Za-z'-]{0,20}$/);
    const validInput = fc.record({
      email: fc.emailAddress().filter((email) => email.length <= 254),
      message: fc
        .string({ minLength: 10, maxLength: 400 })
        .filter((text) => text.trim().length >= 10),
      first: word,
      last: word,
      source: fc.constantFrom("affiliate", "google", "social", "article", "friend", "other"),
      locale: fc.constantFrom("en" as const, "zh" as const),
      referral: fc.option(fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }), {
        nil: null,
      }),
    });
    await fc.assert(
      fc.asyncProperty(validInput, async (input) => {
        const payload = api.validContact({
          email: input.email,
          message: input.message,
          source: input.source,
          first_name: input.first,
          last_name: input.last,
          full_name: `${input.first} ${input.last}`,
          referral_payload: input.referral,
          locale: input.locale,
        });
        const response = await api.postJson("/v1/contact/request/", payload);
        expect(response.status).toBe(201);
        const [stored] = await api.listStored("?limit=1");
        expect(stored).toMatchObject({
          email: input.email,
          message: input.message.trim(),
          full_name: `${input.first} ${input.last}`,
          referral_payload:
            input.referral === null ? null : JSON.parse(JSON.stringify(input.referral)),
        });
      }),
      { numRuns: 100 },
    );
  });
});
