import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { validateContentData } from "./validateContentData";

const dataDir = fileURLToPath(new URL("../data", import.meta.url));

/** A copy of data/ with one file changed by `edit`. */
function editedCopy(file: string, edit: (data: Record<string, unknown>) => void): string {
  const dir = mkdtempSync(join(tmpdir(), "gw-content-"));
  cpSync(dataDir, dir, { recursive: true });
  const data = JSON.parse(readFileSync(join(dir, file), "utf8"));
  edit(data);
  writeFileSync(join(dir, file), JSON.stringify(data));
  return dir;
}

describe("validateContentData", () => {
  it("accepts the data files as committed", () => {
    expect(() => validateContentData(dataDir)).not.toThrow();
  });

  it("names the file, the field and the problem", () => {
    const dir = editedCopy("china-comparison.json", (data) => {
      (data.providers as { exchangeRate: number }[])[0]!.exchangeRate = -1;
    });
    expect(() => validateContentData(dir)).toThrow(
      /china-comparison\.json providers\.0\.exchangeRate/,
    );
  });

  it("rejects a default hold duration that is not one of the prices", () => {
    const dir = editedCopy("china-comparison.json", (data) => {
      data.defaultHoldDuration = "99y";
    });
    expect(() => validateContentData(dir)).toThrow(/defaultHoldDuration must be the id/);
  });

  it("rejects a gold rate on a row other than the product's", () => {
    const dir = editedCopy("china-comparison.json", (data) => {
      (data.providers as { goldRate?: number }[])[1]!.goldRate = 5000;
    });
    expect(() => validateContentData(dir)).toThrow(
      /only the product's row \(highlight\) has a goldRate/,
    );
  });

  it("rejects a note without both languages", () => {
    const dir = editedCopy("china-comparison.json", (data) => {
      (data.providers as { note?: unknown }[])[2]!.note = { en: "Fast" };
    });
    expect(() => validateContentData(dir)).toThrow(/china-comparison\.json providers\.2\.note\.zh/);
  });

  it("rejects a payment currency that is not an ISO code", () => {
    const dir = editedCopy("china-payments.json", (data) => {
      data.paymentCurrencies = ["AUD", "euro"];
    });
    expect(() => validateContentData(dir)).toThrow(/china-payments\.json paymentCurrencies\.1/);
  });

  it("rejects a company ABN that is not 11 digits", () => {
    const dir = editedCopy("company.json", (data) => {
      data.abn = "53 687 097 845";
    });
    expect(() => validateContentData(dir)).toThrow(/company\.json abn: must be 11 digits/);
  });
});
