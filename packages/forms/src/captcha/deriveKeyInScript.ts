import { pbkdf2 } from "@noble/hashes/pbkdf2.js";
import { sha256 } from "@noble/hashes/sha2.js";
import type { DeriveKeyFunction } from "altcha-lib/types";

/**
 * PBKDF2-SHA-256 in JavaScript, for a page opened over plain HTTP on an address other than
 * localhost (a preview on a phone over the LAN): browsers give such pages no Web Crypto. A few
 * times slower than the browser's own; loaded only there.
 */
export const deriveKeyInScript: DeriveKeyFunction = async (parameters, salt, password) => {
  if (parameters.algorithm !== "PBKDF2/SHA-256")
    throw new Error(`Unsupported captcha algorithm: ${parameters.algorithm}`);
  return {
    derivedKey: pbkdf2(sha256, password, salt, {
      c: parameters.cost,
      dkLen: parameters.keyLength ?? 32,
    }),
  };
};
