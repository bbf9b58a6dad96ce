import { afterEach, beforeEach, describe, expect, it } from "vitest";
import shgold from "./fixtures/shgold.json";
import { tanshuReferenceProvider, tanshuSource } from "./tanshuProvider";
import { startTanshuStub, type TanshuStub } from "./tanshuStub";

const apiKey = "tanshu-test-key";
let stub: TanshuStub;
beforeEach(async () => {
  stub = await startTanshuStub({ apiKeys: [apiKey] });
});
afterEach(() => stub.close());

const provider = (key = apiKey) => tanshuReferenceProvider({ apiKey: key, baseUrl: stub.baseUrl });
const au9999 = shgold.data.list.Au9999;

describe("TanShu SGE adapter (against a local stub answering in TanShu's format)", () => {
  it("reads Au99.99's price per gram and its Beijing time as an instant", async () => {
    expect(await provider().latest()).toEqual({
      date: "2025-04-17",
      asOf: Date.parse("2025-04-17T09:16:01Z"),
      price: 787,
    });
    expect(provider().source).toBe(tanshuSource);
    expect(stub.calls).toEqual([apiKey]);
  });

  it("reads the older answer: a list, the contract as AU99.99", async () => {
    stub.answerWith(() => ({
      status: 200,
      body: {
        code: 1,
        msg: "操作成功",
        data: { list: [{ ...au9999, type: "AU99.99", updatetime: "2024-01-05 10:15:00" }] },
      },
    }));
    expect(await provider().latest()).toMatchObject({
      date: "2024-01-05",
      asOf: Date.parse("2024-01-05T02:15:00Z"),
    });
  });

  it("fails with TanShu's reason, and never the key, when it refuses", async () => {
    const refused = provider("wrong-key").latest();
    await expect(refused).rejects.toThrow(/refused: key错误或已过期$/);
    await expect(refused).rejects.not.toThrow(/wrong-key/);
  });

  it.each([
    [
      "no Au99.99",
      { ...shgold, data: { list: { "AuT+D": shgold.data.list["AuT+D"] } } },
      /no well-formed Au99.99/,
    ],
    [
      "a price that is no number",
      { ...shgold, data: { list: { Au9999: { ...au9999, price: "—" } } } },
      /no well-formed/,
    ],
    [
      "another unit",
      { ...shgold, data: { list: { Au9999: { ...au9999, unit: "元/千克" } } } },
      /in 元\/千克/,
    ],
    ["not the documented shape", { code: "1" }, /malformed/],
  ])("fails on %s", async (_, body, reason) => {
    stub.answerWith(() => ({ status: 200, body }));
    await expect(provider().latest()).rejects.toThrow(reason);
  });

  it("fails on an HTTP error with its status", async () => {
    stub.answerWith(() => ({ status: 500, body: { code: 0, msg: "系统繁忙" } }));
    await expect(provider().latest()).rejects.toThrow(/answered 500: 系统繁忙/);
  });
});
