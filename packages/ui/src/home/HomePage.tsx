import type { ReactNode } from "react";
import { AudienceSection } from "./AudienceSection";
import { FeatureCards } from "./FeatureCards";
import { FinalCta } from "./FinalCta";
import { HomeHero } from "./HomeHero";
import { priceStripLabels, type PriceStripLabels } from "./priceStripLabels";
import { TrustSection } from "./TrustSection";

/**
 * `priceStrip`: today's prices above the hero, given the strip's words (the site passes
 * @gw/pricing's strip in; its words are home copy, translated here).
 */
export function HomePage({
  ctaHref = "/register",
  priceStrip,
}: {
  ctaHref?: string;
  priceStrip?: (labels: PriceStripLabels) => ReactNode;
}) {
  return (
    <>
      {priceStrip?.(priceStripLabels)}
      <HomeHero ctaHref={ctaHref} />
      <FeatureCards />
      <TrustSection />
      <AudienceSection />
      <FinalCta href={ctaHref} />
    </>
  );
}
