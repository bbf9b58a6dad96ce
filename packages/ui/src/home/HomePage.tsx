import { AudienceSection } from "./AudienceSection";
import { FeatureCards } from "./FeatureCards";
import { FinalCta } from "./FinalCta";
import { HomeHero } from "./HomeHero";

export function HomePage({ ctaHref = "/register" }: { ctaHref?: string }) {
  return (
    <>
      <HomeHero ctaHref={ctaHref} />
      <FeatureCards />
      <AudienceSection />
      <FinalCta href={ctaHref} />
    </>
  );
}
