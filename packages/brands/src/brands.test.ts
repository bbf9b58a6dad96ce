import { describe, expect, it } from "vitest";
import { goldwattle, goldwattlePrivate } from "./index";

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

describe.each([goldwattle, goldwattlePrivate])("the $name brand", (brand) => {
  const { theme } = brand;

  it.each([
    ["ink", theme.ink, "surface", theme.surface],
    ["muted ink", theme.inkMuted, "surface", theme.surface],
    ["ink", theme.ink, "raised surface", theme.surfaceRaised],
    ["accent text", theme.accentText, "surface", theme.surface],
    ["text on the accent", theme.onAccent, "accent", theme.accent],
    ["text on the band", theme.onBand, "band", theme.band],
  ])("shows %s on %s at WCAG AA contrast (4.5:1)", (_, foreground, __, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it("has an 11-digit ABN, a dialable phone and hosts without a scheme", () => {
    expect(brand.abn).toMatch(/^\d{11}$/);
    expect(brand.phone.tel).toMatch(/^\+61\d{8,10}$/);
    for (const host of Object.values(brand.domains)) expect(host).toMatch(/^[a-z0-9.-]+$/);
  });
});

it("gives each brand its own site, sign-in app and session cookie", () => {
  expect(goldwattle.domains.site).not.toBe(goldwattlePrivate.domains.site);
  expect(goldwattle.domains.app).not.toBe(goldwattlePrivate.domains.app);
  expect(goldwattle.sessionCookie).not.toBe(goldwattlePrivate.sessionCookie);
});
