import { AudienceSection } from "./AudienceSection";
import { FeatureCards } from "./FeatureCards";
import { FinalCta } from "./FinalCta";
import { HomeHero } from "./HomeHero";
import { TrustSection } from "./TrustSection";

export function HomePage({ ctaHref = "/register" }: { ctaHref?: string }) {
  return (
    <>
      <HomeHero ctaHref={ctaHref} />
      <FeatureCards />
      <TrustSection />
      <AudienceSection />
      <FinalCta href={ctaHref} />
    </>
  );
}
