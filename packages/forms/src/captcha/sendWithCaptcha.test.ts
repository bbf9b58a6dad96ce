import type { ApiResult } from "@gw/api-client";
import { describe, expect, it, vi } from "vitest";
import { sendWithCaptcha } from "./sendWithCaptcha";

const refused: ApiResult<string> = {
  ok: false,
  kind: "http",
  status: 400,
  message: "Captcha challenge has expired; solve a new one",
  code: "captcha",
};

function tokens() {
  let made = 0;
  return vi.fn(async () => `token-${++made}`);
}

describe("sendWithCaptcha", () => {
  it("sends once with a token when the call succeeds or fails for another reason", async () => {
    const token = tokens();
    const send = vi.fn(async (): Promise<ApiResult<string>> => ({
      ok: false,
      kind: "http",
      status: 400,
      message: "email must be a valid e-mail address",
    }));
    expect(await sendWithCaptcha(token, send)).toMatchObject({ status: 400 });
    expect(send.mock.calls).toEqual([["token-1"]]);
  });

  it("sends once more with a new solution when the API refused the token", async () => {
    const token = tokens();
    const send = vi.fn(async (sent: string): Promise<ApiResult<string>> =>
      sent === "token-1" ? refused : { ok: true, status: 201, data: "stored" },
    );
    expect(await sendWithCaptcha(token, send)).toEqual({ ok: true, status: 201, data: "stored" });
    expect(send.mock.calls).toEqual([["token-1"], ["token-2"]]);
  });

  it("gives the second refusal back rather than trying forever", async () => {
    const send = vi.fn(async (): Promise<ApiResult<string>> => refused);
    expect(await sendWithCaptcha(tokens(), send)).toBe(refused);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
