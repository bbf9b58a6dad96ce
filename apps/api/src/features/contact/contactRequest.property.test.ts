import { contactFieldLimits, contactRequestSchema, emailPattern } from "@gw/api-client/schemas";
import fc from "fast-check";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testAdminToken, testApi, type TestApi } from "../../testing/testApi";

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
        const base = await api.validContact();
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
        const payload = await api.validContact({
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

/** An error answer with a reason, never a 5xx. */
async function expectRefusal(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject({ status: "error", message: expect.any(String) });
}

describe("malformed requests", () => {
  const caseOf = (text: string) =>
    fc.constantFrom(text, text.toUpperCase(), text[0]!.toUpperCase() + text.slice(1));
  const space = fc.constantFrom("", " ", "  ");
  /** Media types and charsets near and far from the one accepted. */
  const contentType = fc.record({
    type: fc.oneof(
      caseOf("application/json"),
      fc.constantFrom("application/json-patch+json", "application/jsonx", "application/ld+json"),
      fc.constantFrom("text/plain", "text/json", "application/x-www-form-urlencoded", ""),
      fc.string({ unit: fc.constantFrom(..."abcjnos/+-.") }),
    ),
    charset: fc.option(
      fc.oneof(
        caseOf("utf-8"),
        fc.constantFrom("utf-16", "utf-16le", "utf8", "latin1", "iso-8859-1", "ascii", '"utf-8"'),
      ),
    ),
    before: space,
    after: space,
  });

  it("reads a body only when declared as application/json in UTF-8, else 415 with a reason", async () => {
    await fc.assert(
      fc.asyncProperty(contentType, async ({ type, charset, before, after }) => {
        const header = charset === null ? type : `${type}${before};${after}charset=${charset}`;
        const accepted =
          type.toLowerCase() === "application/json" &&
          (charset === null || charset.replaceAll('"', "").toLowerCase() === "utf-8");
        const stored = await api.storedCount();
        const response = await api.postJson("/v1/contact/request/", await api.validContact(), {
          "Content-Type": header,
        });
        if (accepted) expect(response.status).toBe(201);
        else await expectRefusal(response, 415);
        expect(await api.storedCount()).toBe(stored + (accepted ? 1 : 0));
      }),
      { numRuns: 150 },
    );
  });

  const textFields = [
    "message",
    "first_name",
    "last_name",
    "full_name",
    "hostname",
    "source",
  ] as const;

  it("refuses a lone surrogate or NUL anywhere in a request with 400, and stores nothing", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...textFields, "referral key", "referral value"),
        fc.oneof(fc.integer({ min: 0xd800, max: 0xdfff }), fc.constant(0)),
        fc.nat(),
        async (where, unstorable, position) => {
          const lone = String.fromCharCode(unstorable);
          const contact = await api.validContact();
          const change: Record<string, unknown> =
            where === "referral key"
              ? { referral_payload: { [`code${lone}`]: "x" } }
              : where === "referral value"
                ? { referral_payload: { code: `GOLD${lone}` } }
                : {
                    [where]:
                      contact[where].slice(0, position % contact[where].length) +
                      lone +
                      contact[where].slice(position % contact[where].length),
                  };
          const before = await api.storedCount();
          const response = await api.postJson("/v1/contact/request/", { ...contact, ...change });
          await expectRefusal(response, 400);
          expect(await api.storedCount()).toBe(before);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("stores any well-formed Unicode text but NUL exactly as sent", async () => {
    const fullUnicode = fc
      .string({ unit: "binary", minLength: 10, maxLength: 200 })
      .filter((text) => text.trim().length >= 10 && text.trim() === text && !text.includes("\0"));
    await fc.assert(
      fc.asyncProperty(fullUnicode, async (message) => {
        expect(
          (await api.postJson("/v1/contact/request/", await api.validContact({ message }))).status,
        ).toBe(201);
        const [stored] = await api.listStored("?limit=1");
        expect(stored?.message).toBe(message);
      }),
      { numRuns: 100 },
    );
  });

  it("answers any bytes as a body with a 4xx and stores nothing", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), async (bytes) => {
        const before = await api.storedCount();
        const response = await api.app.request("/v1/contact/request/", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: bytes,
        });
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(await api.storedCount()).toBe(before);
      }),
      { numRuns: 200 },
    );
  });

  it("refuses a request with bytes that are not UTF-8 inside a field with 400, never storing U+FFFD", async () => {
    const notUtf8 = fc.constantFrom(
      [0xff],
      [0x80],
      [0xc0, 0x80], // an overlong NUL
      [0xed, 0xa0, 0x80], // a surrogate encoded as if it were a character (CESU-8)
      [0xe2, 0x82], // a character cut short
      [0xf8, 0x88, 0x80, 0x80, 0x80],
    );
    await fc.assert(
      fc.asyncProperty(notUtf8, fc.nat(), async (bytes, position) => {
        const json = new TextEncoder().encode(
          JSON.stringify(await api.validContact({ message: "A message with room for bad bytes" })),
        );
        const start = new TextDecoder().decode(json).indexOf("A message");
        const at = start + (position % 30);
        const body = new Uint8Array([...json.slice(0, at), ...bytes, ...json.slice(at)]);
        const before = await api.storedCount();
        const response = await api.app.request("/v1/contact/request/", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body,
        });
        await expectRefusal(response, 400);
        expect(await api.storedCount()).toBe(before);
      }),
      { numRuns: 60 },
    );
  });

  /** Query parameters near and far from the two the admin listing takes. */
  const queryParameter = fc.oneof(
    fc.tuple(
      fc.constant("limit"),
      fc.oneof(
        fc.integer({ min: -5, max: 1_200 }).map(String),
        fc.double({ noNaN: false }).map(String),
        fc.constantFrom("", "1e3", "0x10", " 5", "5 ", "+5", "007", "99999999999999999999"),
        fc.string(),
      ),
    ),
    fc.tuple(
      fc.constant("email"),
      fc.oneof(fc.emailAddress(), fc.string(), fc.constantFrom("", "a@b", "a@b.c")),
    ),
    fc.tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.string()),
  );

  it("answers the admin listing 200 only for known, well-formed parameters, else 400 with a reason", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(queryParameter, { maxLength: 3 }), async (parameters) => {
        const names = parameters.map(([name]) => name);
        const valid =
          new Set(names).size === names.length &&
          parameters.every(([name, value]) =>
            name === "limit"
              ? /^[1-9][0-9]{0,3}$/.test(value) && Number(value) <= 1000
              : name === "email"
                ? emailPattern.test(value) && value.length <= contactFieldLimits.email
                : false,
          );
        const response = await api.app.request(
          `/v1/contact/requests?${new URLSearchParams(parameters)}`,
          { headers: { Authorization: `Bearer ${testAdminToken}` } },
        );
        if (valid) expect(response.status).toBe(200);
        else await expectRefusal(response, 400);
      }),
      { numRuns: 300 },
    );
  });
});
