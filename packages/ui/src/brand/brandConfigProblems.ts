import type { BrandConfig, BrandTheme } from "@gw/brands";

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5]
    .map((start) => parseInt(hex.slice(start, start + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(foreground: string, background: string): number {
  const [light = 0, dark = 0] = [luminance(foreground), luminance(background)].sort(
    (a, b) => b - a,
  );
  return (light + 0.05) / (dark + 0.05);
}

/** Every text colour of a theme on the surface it is drawn on. */
const textPairs: readonly [string, keyof BrandTheme, keyof BrandTheme][] = [
  ["ink on surface", "ink", "surface"],
  ["muted ink on surface", "inkMuted", "surface"],
  ["ink on raised surface", "ink", "surfaceRaised"],
  ["accent text on surface", "accentText", "surface"],
  ["text on accent", "onAccent", "accent"],
  ["text on band", "onBand", "band"],
];

/**
 * What is wrong with a brand config, in words (empty when nothing is): text below WCAG AA
 * contrast (4.5:1), an ABN that is not 11 digits, a phone number that cannot be dialled, a
 * domain written with a scheme. Every build checks its app's brand with it.
 */
export function brandConfigProblems(brand: BrandConfig): string[] {
  const problems: string[] = [];
  for (const [label, foreground, background] of textPairs) {
    const ratio = contrastRatio(brand.theme[foreground], brand.theme[background]);
    if (ratio < 4.5) problems.push(`theme: ${label} is ${ratio.toFixed(2)}:1, below 4.5:1`);
  }
  if (!/^\d{11}$/.test(brand.abn)) problems.push(`abn: "${brand.abn}" is not 11 digits`);
  if (!/^\+\d{8,15}$/.test(brand.phone.tel))
    problems.push(`phone.tel: "${brand.phone.tel}" is not +country digits`);
  for (const [name, host] of Object.entries(brand.domains))
    if (!/^[a-z0-9.-]+$/.test(host)) problems.push(`domains.${name}: "${host}" is not a bare host`);
  return problems;
}
