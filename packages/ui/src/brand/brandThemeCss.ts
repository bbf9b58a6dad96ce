import type { BrandTheme } from "@gw/brands";

const variables: Record<keyof BrandTheme, string> = {
  surface: "--gw-surface",
  surfaceRaised: "--gw-surface-raised",
  ink: "--gw-ink",
  inkMuted: "--gw-ink-muted",
  accent: "--gw-accent",
  onAccent: "--gw-on-accent",
  accentText: "--gw-accent-text",
  band: "--gw-band",
  onBand: "--gw-on-band",
};

/** The brand's colours as CSS custom properties, name to value. */
export function brandThemeVariables(theme: BrandTheme): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(variables) as (keyof BrandTheme)[]).map((key) => [variables[key], theme[key]]),
  );
}

/** The brand's colours as CSS custom properties, written into each page's <head>. */
export function brandThemeCss(theme: BrandTheme): string {
  const declarations = Object.entries(brandThemeVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
  return `:root{${declarations}}`;
}
