// @vitest-environment node
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { describe, expect, it } from "vitest";
import { deriveKeyInScript } from "./deriveKeyInScript";

const parameters = {
  algorithm: "PBKDF2/SHA-256",
  nonce: "00",
  salt: "00",
  cost: 1000,
  keyLength: 32,
  keyPrefix: "00",
};

describe("deriveKeyInScript", () => {
  it("derives the very key Web Crypto derives", async () => {
    const salt = new Uint8Array([1, 2, 3, 4]);
    const password = new Uint8Array([5, 6, 7, 8, 0, 0, 0, 42]);
    const [script, native] = await Promise.all([
      deriveKeyInScript(parameters, salt, password),
      deriveKey(parameters, salt, password),
    ]);
    expect(Buffer.from(script.derivedKey).toString("hex")).toBe(
      Buffer.from(native.derivedKey).toString("hex"),
    );
  });

  it("refuses an algorithm it does not implement", async () => {
    await expect(
      deriveKeyInScript({ ...parameters, algorithm: "SCRYPT" }, new Uint8Array(), new Uint8Array()),
    ).rejects.toThrow(/SCRYPT/);
  });
});
