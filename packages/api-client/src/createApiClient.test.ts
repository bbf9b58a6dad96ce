import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./createApiClient";
import { exampleContactRequest } from "./testing/exampleContactRequest";

const payload = exampleContactRequest;

function answering(status: number, body: string) {
  return vi.fn<typeof globalThis.fetch>(async () => new Response(body, { status }));
}

describe("createApiClient", () => {
  it("posts JSON with Accept and Content-Type to the contact path", async () => {
    const fetch = answering(201, JSON.stringify({ status: "success", message: "Sent" }));
    const client = createApiClient({ baseUrl: "http://api.test/", fetch });

    const result = await client.sendContactRequest(payload);

    expect(result).toEqual({ ok: true, status: 201, data: { status: "success", message: "Sent" } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("http://api.test/v1/contact/request/");
    expect(init).toMatchObject({
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
    });
    expect(JSON.parse(String(init?.body))).toEqual(payload);
  });

  it.each([400, 429, 200])(
    "maps an error body with status %i to http with the API's message",
    async (status) => {
      const fetch = answering(status, JSON.stringify({ status: "error", message: "Nope" }));
      const result = await createApiClient({
        baseUrl: "http://api.test",
        fetch,
      }).sendContactRequest(payload);
      expect(result).toEqual({ ok: false, kind: "http", status, message: "Nope" });
    },
  );

  it.each([
    ["not JSON", 502, "<html>Bad gateway</html>"],
    ["the wrong shape", 200, JSON.stringify({ ok: 1 })],
    [
      "a success shape with an error status",
      500,
      JSON.stringify({ status: "success", message: "?" }),
    ],
  ])("maps an answer that is %s to parse", async (_, status, body) => {
    const result = await createApiClient({
      baseUrl: "http://api.test",
      fetch: answering(status, body),
    }).sendContactRequest(payload);
    expect(result).toMatchObject({ ok: false, kind: "parse", status });
  });

  it("maps a failed connection to network", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    const result = await createApiClient({ baseUrl: "http://api.test", fetch }).sendContactRequest(
      payload,
    );
    expect(result).toEqual({ ok: false, kind: "network", message: "Failed to fetch" });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  const keyOf = (init: RequestInit | undefined) =>
    (init?.headers as Record<string, string>)["Idempotency-Key"];

  it("retries a submission once after a network error, with the same Idempotency-Key", async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ status: "success", message: "Sent" }), { status: 201 }),
      );
    const result = await createApiClient({ baseUrl: "http://api.test", fetch }).sendContactRequest(
      payload,
    );
    expect(result).toMatchObject({ ok: true, status: 201 });
    expect(fetch).toHaveBeenCalledTimes(2);
    const [first, second] = fetch.mock.calls.map(([, init]) => keyOf(init));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
  });

  it("uses a new Idempotency-Key per submission and does not retry an answer", async () => {
    const fetch = answering(400, JSON.stringify({ status: "error", message: "Nope" }));
    const client = createApiClient({ baseUrl: "http://api.test", fetch });
    await client.sendContactRequest(payload);
    await client.sendContactRequest(payload);
    expect(fetch).toHaveBeenCalledTimes(2);
    const [first, second] = fetch.mock.calls.map(([, init]) => keyOf(init));
    expect(first).not.toBe(second);
  });

  it("aborts a call that outlives the timeout and reports timeout", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () =>
            reject(new DOMException("Aborted", "AbortError")),
          );
        }),
    );
    const pending = createApiClient({
      baseUrl: "http://api.test",
      timeoutMs: 5000,
      fetch,
    }).sendContactRequest(payload);
    // The first attempt times out, the one retry too.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await pending).toMatchObject({ ok: false, kind: "timeout" });
    expect(fetch).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it("sends a price alert like a contact request: its own key, one retry after a network error", async () => {
    const alert = {
      email: "ada@example.com",
      metal: "gold" as const,
      currency: "AUD" as const,
      direction: "above" as const,
      target: 5300,
      hostname: "localhost",
      locale: "en" as const,
      token: "dev.1",
    };
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ status: "success", message: "Check your inbox" }), {
          status: 201,
        }),
      );
    const result = await createApiClient({ baseUrl: "http://api.test", fetch }).createPriceAlert(
      alert,
    );
    expect(result).toMatchObject({ ok: true, data: { message: "Check your inbox" } });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      "http://api.test/v1/price-alerts/",
      "http://api.test/v1/price-alerts/",
    ]);
    const [first, second] = fetch.mock.calls.map(([, init]) => keyOf(init));
    expect(second).toBe(first);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual(alert);
  });

  it("sends the trimmed referral code and reads valid", async () => {
    const fetch = answering(200, JSON.stringify({ valid: true }));
    const result = await createApiClient({ baseUrl: "http://api.test", fetch }).verifyReferral(
      "  GOLDFRIEND ",
    );
    expect(result).toEqual({ ok: true, status: 200, data: { valid: true } });
    expect(fetch.mock.calls[0]![0]).toBe("http://api.test/user/referral/verify/");
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ referral: "GOLDFRIEND" });
  });

  it("asks for a captcha challenge with GET, keeping every signed parameter", async () => {
    const challenge = {
      parameters: {
        algorithm: "PBKDF2/SHA-256",
        nonce: "0a1b",
        salt: "2c3d",
        cost: 5000,
        keyLength: 32,
        keyPrefix: "4e5f",
        keySignature: "6a7b",
        data: { expiresAt: 1_900_000_000_000 },
      },
      signature: "8c9d",
    };
    const fetch = answering(200, JSON.stringify(challenge));
    const result = await createApiClient({ baseUrl: "http://api.test", fetch }).captchaChallenge();
    expect(result).toEqual({ ok: true, status: 200, data: challenge });
    expect(fetch.mock.calls[0]![0]).toBe("http://api.test/v1/captcha/challenge");
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: "GET", body: undefined });
  });

  it("reads a captcha refusal's code, so the site can solve a new challenge", async () => {
    const refusal = { status: "error", message: "Captcha solution has expired", code: "captcha" };
    const fetch = answering(400, JSON.stringify(refusal));
    const result = await createApiClient({ baseUrl: "http://api.test", fetch }).sendContactRequest(
      exampleContactRequest,
    );
    expect(result).toEqual({
      ok: false,
      kind: "http",
      status: 400,
      message: "Captcha solution has expired",
      code: "captcha",
    });
  });
});
