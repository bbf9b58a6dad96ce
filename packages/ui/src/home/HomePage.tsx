import type { ComponentType } from "react";
import { AudienceSection } from "./AudienceSection";
import { FeatureCards } from "./FeatureCards";
import { FinalCta } from "./FinalCta";
import { HomeHero } from "./HomeHero";
import { priceStripLabels, type PriceStripLabels } from "./priceStripLabels";
import { TrustSection } from "./TrustSection";

/**
 * `PriceStrip`: today's prices above the hero, given the strip's words (the site passes
 * @gw/pricing's strip in; its words are home copy, translated here).
 */
export function HomePage({
  ctaHref = "/register",
  PriceStrip,
}: {
  ctaHref?: string;
  PriceStrip?: ComponentType<{ labels: PriceStripLabels }>;
}) {
  return (
    <>
      {PriceStrip && <PriceStrip labels={priceStripLabels} />}
      <HomeHero ctaHref={ctaHref} />
      <FeatureCards />
      <TrustSection />
      <AudienceSection />
      <FinalCta href={ctaHref} />
    </>
  );
}
