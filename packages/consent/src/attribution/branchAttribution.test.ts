import { describe, expect, it, vi } from "vitest";
import { BRANCH_OPEN_URL, branchAttribution } from "./branchAttribution";

const signal = new AbortController().signal;

describe("branchAttribution", () => {
  it("reads the click id Branch adds to the address", () => {
    const branch = branchAttribution("key_test");
    expect(branch.clickId(new URL("https://goldwattle.com/?_branch_match_id=123"))).toBe("123");
    expect(branch.clickId(new URL("https://goldwattle.com/?_branch_match_id="))).toBeNull();
    expect(branch.clickId(new URL("https://goldwattle.com/contact-us"))).toBeNull();
  });

  it("posts the key and click id to /v1/open and parses the data string", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      Response.json({
        session_id: "1",
        data: JSON.stringify({ "+clicked_branch_link": true, campaign: "spring" }),
      }),
    );
    const data = await branchAttribution("key_test", fetchImpl).referringData("123", signal);
    expect(data).toEqual({ "+clicked_branch_link": true, campaign: "spring" });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(BRANCH_OPEN_URL);
    expect(init?.method).toBe("POST");
    expect(init?.signal).toBe(signal);
    const body = new URLSearchParams(init?.body as URLSearchParams);
    expect(body.get("branch_key")).toBe("key_test");
    expect(body.get("link_identifier")).toBe("123");
  });

  it("answers an HTTP error with its status", async () => {
    const fetchImpl = async () => new Response("", { status: 503, statusText: "Unavailable" });
    await expect(
      branchAttribution("key_test", fetchImpl).referringData("123", signal),
    ).rejects.toEqual({ status: 503, message: "Unavailable" });
  });

  it.each([{}, { data: "not json" }, { data: "[1]" }, null])(
    "answers an unreadable body %j as 502",
    async (body) => {
      const fetchImpl = async () => Response.json(body);
      await expect(
        branchAttribution("key_test", fetchImpl).referringData("123", signal),
      ).rejects.toMatchObject({ status: 502 });
    },
  );
});
