import { decodeCaptchaToken, encodeCaptchaToken } from "@gw/api-client/captcha-token";
import { captchaChallengeSchema, type CaptchaChallenge } from "@gw/api-client/schemas";
import { exampleContactRequest } from "@gw/api-client/testing";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startApiProcess } from "../../testing/apiProcess";
import { solvedCaptchaToken, testCaptchaConfig, testCaptchaEnv } from "../../testing/solveCaptcha";
import { testApi, testEngine, type TestApi } from "../../testing/testApi";
import { captchaChallengesIssued, captchaVerifications } from "./captchaMetrics";
import { proofOfWorkCaptcha } from "./proofOfWorkCaptcha";
import { spentSolutionStore } from "./spentSolutionStore";

let api: TestApi;
beforeEach(async () => {
  api = await testApi();
});
afterEach(() => api.dispose());

const contactCall = "/v1/contact/request/";

async function challengeFrom(app: TestApi["app"]): Promise<CaptchaChallenge> {
  return v.parse(captchaChallengeSchema, await (await app.request("/v1/captcha/challenge")).json());
}

/** The key PBKDF2 derives for one counter, as the browser's solver computes it. */
async function keyFor(challenge: CaptchaChallenge, counter: number): Promise<string> {
  const { nonce, salt } = challenge.parameters;
  const password = Buffer.concat([Buffer.from(nonce, "hex"), Buffer.alloc(4)]);
  password.writeUInt32BE(counter, password.length - 4);
  const { derivedKey } = await deriveKey(challenge.parameters, Buffer.from(salt, "hex"), password);
  return Buffer.from(derivedKey).toString("hex");
}

const refusal = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as unknown,
});

const refusedBecause = (message: string) => ({
  status: 400,
  body: { status: "error", message, code: "captcha" },
});

async function verificationCount(outcome: string): Promise<number> {
  const { values } = await captchaVerifications.get();
  return values.find((value) => value.labels.outcome === outcome)?.value ?? 0;
}

describe(`GET /v1/captcha/challenge (${testEngine})`, () => {
  it("answers a signed PBKDF2 challenge that expires, never cached", async () => {
    const issuedBefore = (await captchaChallengesIssued.get()).values[0]?.value ?? 0;
    const response = await api.app.request("/v1/captcha/challenge");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const challenge = v.parse(captchaChallengeSchema, await response.json());
    expect(challenge.parameters).toMatchObject({
      algorithm: "PBKDF2/SHA-256",
      cost: testCaptchaConfig.cost,
      data: { expiresAt: api.clock.now + testCaptchaConfig.lifetimeMs },
    });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect((await captchaChallengesIssued.get()).values[0]?.value).toBe(issuedBefore + 1);
  });

  it("is rate limited per client", async () => {
    await api.dispose();
    api = await testApi({ rateLimitPerMinute: 2 });
    const ask = () =>
      api.app.request("/v1/captcha/challenge", { headers: { "X-Test-Client": "bot" } });
    expect([(await ask()).status, (await ask()).status, (await ask()).status]).toEqual([
      200, 200, 429,
    ]);
  });
});

describe(`A captcha solution on the form calls (${testEngine})`, () => {
  it("is accepted once: a second use is refused on any call and on another instance", async () => {
    const token = await api.solvedToken();
    const replayedBefore = await verificationCount("replayed");
    const other = await api.secondInstance();
    const contact = { ...exampleContactRequest, token };
    expect((await api.postJson(contactCall, contact)).status).toBe(201);
    const replayed = refusedBecause("Captcha solution has already been used");
    expect(await refusal(await api.postJson(contactCall, contact))).toEqual(replayed);
    const elsewhere = await other.request(contactCall, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(contact),
    });
    expect(await refusal(elsewhere)).toEqual(replayed);
    const alert = await api.postJson("/v1/price-alerts/", {
      email: "ada@example.com",
      metal: "gold",
      currency: "AUD",
      direction: "above",
      target: 99_999,
      hostname: "localhost",
      locale: "en",
      token,
    });
    expect(await refusal(alert)).toEqual(replayed);
    expect(await api.storedCount()).toBe(1);
    expect(await verificationCount("replayed")).toBe(replayedBefore + 3);
  });

  it("is refused when a script skips the work: a guessed counter, a made-up key", async () => {
    const challenge = await challengeFrom(api.app);
    // Counter 0 is never the hidden one (it lies between half the maximum and the maximum).
    for (const solution of [
      { counter: 0, derivedKey: await keyFor(challenge, 0) },
      { counter: 3, derivedKey: challenge.parameters.keyPrefix.padEnd(64, "0") },
    ]) {
      const guessed = encodeCaptchaToken(challenge, solution);
      expect(
        await refusal(await api.postJson(contactCall, await api.validContact({ token: guessed }))),
      ).toEqual(refusedBecause("Captcha solution is wrong"));
    }
    expect(await api.storedCount()).toBe(0);
  });

  it("is refused when forged: parameters changed, or signed with another key", async () => {
    const payload = decodeCaptchaToken(await api.solvedToken())!;
    const cheaper = encodeCaptchaToken(
      { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 0 } },
      payload.solution,
    );
    const otherApi = await testApi({ captcha: { ...testCaptchaConfig, hmacKey: "someone-else" } });
    const foreign = await solvedCaptchaToken((path) => otherApi.app.request(path));
    await otherApi.dispose();
    for (const token of [cheaper, foreign])
      expect(
        await refusal(await api.postJson(contactCall, await api.validContact({ token }))),
      ).toEqual(refusedBecause("Captcha challenge was not issued by this API"));
    expect(await api.storedCount()).toBe(0);
  });

  it.each([
    ["not base64 JSON", async () => "dev.1.abc.def"],
    ["JSON without a solution", async () => btoa(JSON.stringify({ challenge: {} }))],
    ["a solution without a challenge", async () => btoa(JSON.stringify({ solution: {} }))],
    [
      "a nonce that is not hex",
      async () => {
        const { challenge, solution } = decodeCaptchaToken(await api.solvedToken())!;
        const parameters = { ...challenge.parameters, nonce: "not hex" };
        return btoa(JSON.stringify({ challenge: { ...challenge, parameters }, solution }));
      },
    ],
  ])("is refused when malformed: %s", async (_, token) => {
    const contact = await api.validContact({ token: await token() });
    expect(await refusal(await api.postJson(contactCall, contact))).toEqual(
      refusedBecause("Captcha solution is malformed"),
    );
  });

  it("is refused once expired, and its spent row is pruned after that", async () => {
    const spentToken = await api.solvedToken();
    expect(
      (await api.postJson(contactCall, await api.validContact({ token: spentToken }))).status,
    ).toBe(201);
    const late = await api.solvedToken();
    api.clock.now += testCaptchaConfig.lifetimeMs + 1;
    expect(
      await refusal(await api.postJson(contactCall, await api.validContact({ token: late }))),
    ).toEqual(refusedBecause("Captcha challenge has expired; solve a new one"));
    const spentRows = () =>
      api.db.db.selectFrom("spent_captcha_solutions").select("challenge_id").execute();
    expect(await spentRows()).toHaveLength(1);
    // The next accepted solution prunes what can never be accepted again.
    expect((await api.postJson(contactCall, await api.validContact())).status).toBe(201);
    const remaining = await spentRows();
    expect(remaining).toHaveLength(1);
    expect(remaining[0]!.challenge_id).not.toBe(
      decodeCaptchaToken(spentToken)!.challenge.parameters.nonce,
    );
  });
});

describe(`A solution spent in the request's transaction (${testEngine})`, () => {
  it("stays unspent when the transaction rolls back, and is spent once it commits", async () => {
    const captcha = proofOfWorkCaptcha({
      config: testCaptchaConfig,
      spent: spentSolutionStore(api.db, () => api.clock.now),
      now: () => api.clock.now,
    });
    const token = await solvedCaptchaToken(async (path) =>
      path === "/v1/captcha/challenge"
        ? Response.json(await captcha.challenge())
        : new Response(null, { status: 404 }),
    );
    const failing = api.db.db.transaction().execute(async (trx) => {
      expect(await captcha.verify(token, trx)).toEqual({ ok: true });
      throw new Error("the request failed after the captcha step");
    });
    await expect(failing).rejects.toThrow("after the captcha step");
    await api.db.db.transaction().execute(async (trx) => {
      expect(await captcha.verify(token, trx)).toEqual({ ok: true });
    });
    expect(await captcha.verify(token)).toMatchObject({ ok: false, outcome: "replayed" });
  });
});

describe(`Two API server processes on one database (${testEngine})`, () => {
  it("accept a solution once between them, on the contact and the price alert calls", async () => {
    const servers = [
      await startApiProcess(api, testCaptchaEnv),
      await startApiProcess(api, testCaptchaEnv),
    ];
    try {
      const [first, second] = servers as [(typeof servers)[0], (typeof servers)[0]];
      const post = (server: typeof first, path: string, body: unknown) =>
        fetch(server.url(path), {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
      // Issued by one, solved, sent to the other: they share the key and the spent solutions.
      const token = await solvedCaptchaToken((path) => fetch(first.url(path)));
      const contact = { ...exampleContactRequest, token };
      expect((await post(second, contactCall, contact)).status).toBe(201);
      for (const server of servers)
        expect(await refusal(await post(server, contactCall, contact))).toEqual(
          refusedBecause("Captcha solution has already been used"),
        );
      // Both sent at once to different instances: exactly one is accepted.
      const racing = await solvedCaptchaToken((path) => fetch(second.url(path)));
      const alert = {
        email: "race@example.com",
        metal: "gold",
        currency: "AUD",
        direction: "above",
        target: 99_999,
        hostname: "localhost",
        locale: "en",
        token: racing,
      };
      const statuses = await Promise.all(
        servers.map((server) => post(server, "/v1/price-alerts/", alert).then((r) => r.status)),
      );
      expect(statuses.sort()).toEqual([201, 400]);
    } finally {
      for (const server of servers) server.kill();
    }
  });
});
