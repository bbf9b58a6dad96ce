import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  readReferralData,
  REFERRAL_EXPIRY_MS,
  REFERRAL_STORAGE_KEY,
  storeReferralData,
} from "./referralStorage";

const now = Date.UTC(2026, 0, 10, 12);

beforeEach(() => localStorage.clear());

describe("referral storage", () => {
  it("stores the data with the time it was fetched, and reads it back", () => {
    storeReferralData({ campaign: "spring" }, now);
    expect(JSON.parse(localStorage.getItem(REFERRAL_STORAGE_KEY) ?? "")).toEqual({
      v: 1,
      storedAt: now,
      data: { campaign: "spring" },
    });
    expect(readReferralData(now + REFERRAL_EXPIRY_MS - 1)).toEqual({ campaign: "spring" });
  });

  it("treats data seven days old as absent and removes it", () => {
    storeReferralData({ campaign: "spring" }, now);
    expect(readReferralData(now + REFERRAL_EXPIRY_MS)).toBeNull();
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
  });

  it("treats data stored in the future (a changed clock) as absent", () => {
    storeReferralData({ campaign: "spring" }, now);
    expect(readReferralData(now - 1)).toBeNull();
  });

  it.each(["{", '{"referral":"X"}', '{"v":1,"storedAt":"x","data":{}}', '{"v":1,"storedAt":1}'])(
    "reads %s as absent",
    (raw) => {
      localStorage.setItem(REFERRAL_STORAGE_KEY, raw);
      expect(readReferralData(now)).toBeNull();
    },
  );

  it("logs, and does not throw, when storage refuses to store", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const full = {
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => storeReferralData({ a: 1 }, now, full)).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
