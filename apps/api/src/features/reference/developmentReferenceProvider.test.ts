import { describe, expect, it } from "vitest";
import { developmentProvider } from "../prices/developmentProvider";
import { developmentReferenceProvider } from "./developmentReferenceProvider";

const gramsPerTroyOunce = 31.1034768;

describe("demonstration Shanghai prices", () => {
  it("are the latest benchmark session: the afternoon's after 14:15 Beijing, the morning's before", async () => {
    const afternoon = developmentReferenceProvider(() => Date.parse("2026-01-06T07:00:00Z"));
    expect(await afternoon.latest()).toMatchObject({
      date: "2026-01-06",
      asOf: Date.parse("2026-01-06T06:15:00Z"),
    });
    const morning = developmentReferenceProvider(() => Date.parse("2026-01-06T03:00:00Z"));
    expect((await morning.latest()).asOf).toBe(Date.parse("2026-01-06T02:15:00Z"));
    const early = developmentReferenceProvider(() => Date.parse("2026-01-06T01:00:00Z"));
    expect((await early.latest()).asOf).toBe(Date.parse("2026-01-05T06:15:00Z"));
  });

  it("stand at Friday afternoon's over the weekend", async () => {
    const sunday = developmentReferenceProvider(() => Date.parse("2026-01-11T12:00:00Z"));
    expect(await sunday.latest()).toMatchObject({
      date: "2026-01-09",
      asOf: Date.parse("2026-01-09T06:15:00Z"),
    });
  });

  it("are the same for the same instant, and within 1.5 % of our CNY gold price per gram", async () => {
    for (const instant of [
      "2024-03-04T08:00:00Z",
      "2025-09-17T05:00:00Z",
      "2026-01-06T07:00:00Z",
    ]) {
      const now = () => Date.parse(instant);
      const reference = await developmentReferenceProvider(now).latest();
      expect(await developmentReferenceProvider(now).latest()).toEqual(reference);
      const spot = await developmentProvider(() => reference.asOf).spot("CNY");
      const ours = spot.metals.gold.ask / gramsPerTroyOunce;
      expect(Math.abs(reference.price / ours - 1)).toBeLessThan(0.015);
      expect(Math.round(reference.price * 100) / 100).toBe(reference.price);
    }
  });

  it("move from session to session", async () => {
    const prices = await Promise.all(
      ["2026-01-05T03:00:00Z", "2026-01-05T07:00:00Z", "2026-01-06T03:00:00Z"].map(
        async (instant) =>
          (await developmentReferenceProvider(() => Date.parse(instant)).latest()).price,
      ),
    );
    expect(new Set(prices).size).toBe(3);
  });
});
