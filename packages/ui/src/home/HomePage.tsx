import type { ComponentType } from "react";
import { PartBoundary } from "../errors/PartBoundary";
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
      {PriceStrip && (
        <PartBoundary part="home.priceStrip">
          <PriceStrip labels={priceStripLabels} />
        </PartBoundary>
      )}
      <PartBoundary part="home.hero">
        <HomeHero ctaHref={ctaHref} />
      </PartBoundary>
      <PartBoundary part="home.features">
        <FeatureCards />
      </PartBoundary>
      <PartBoundary part="home.trust">
        <TrustSection />
      </PartBoundary>
      <PartBoundary part="home.audience">
        <AudienceSection />
      </PartBoundary>
      <PartBoundary part="home.finalCta">
        <FinalCta href={ctaHref} />
      </PartBoundary>
    </>
  );
}
