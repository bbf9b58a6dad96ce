import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { consentWordingsDir, consentWordingText } from "./consentWordings";

const digests = JSON.parse(
  readFileSync(new URL("digests.json", consentWordingsDir), "utf8"),
) as Record<string, { en: string; zh: string }>;
const labels = readdirSync(consentWordingsDir).filter((name) =>
  statSync(new URL(name, consentWordingsDir)).isDirectory(),
);
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("archived consent wordings", () => {
  it("has a committed digest for every label, and a label for every digest", () => {
    expect(labels.sort()).toEqual(Object.keys(digests).sort());
  });

  // A wording visitors agreed to must read the same for as long as a consent names it: change the
  // text under a new label (and apps/api/src/mail/consentWording.ts), never under an old one.
  it.each(labels)("%s still reads as it did when visitors agreed to it", (label) => {
    const text = consentWordingText(label)!;
    expect({ en: sha256(text.en), zh: sha256(text.zh) }).toEqual(digests[label]);
  });

  it("reads nothing for a label it does not hold, or one that is not a label", () => {
    expect(consentWordingText("price-alert-v0")).toBeUndefined();
    expect(consentWordingText("../legal")).toBeUndefined();
  });
});
