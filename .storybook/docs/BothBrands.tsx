import { i18n } from "@gw/i18n";
import { use, type ReactNode } from "react";
import { storyBrands } from "../storyBrands";
import { loadLocale, StoryProviders } from "../StoryProviders";

/** A docs page renders before any story has loaded a language: English until one has. */
let localeReady: Promise<void> | undefined;
const someLocale = () => (localeReady ??= i18n.locale ? Promise.resolve() : loadLocale("en"));

/**
 * For docs pages: the same example under each brand, side by side, each on its brand's surface
 * (the brand's colours scoped to its half, so one page shows both).
 */
export function BothBrands({ children }: { children: ReactNode }) {
  use(someLocale());
  return (
    <div
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(auto-fit, minmax(18rem, 1fr))",
        gap: 16,
      }}
    >
      {Object.values(storyBrands).map((brand) => (
        <StoryProviders key={brand.id} brand={brand} loggedIn={false} scoped>
          <figure
            style={{
              margin: 0,
              padding: 16,
              borderRadius: 8,
              background: "var(--gw-surface)",
              color: "var(--gw-ink)",
              fontFamily: "var(--gw-font)",
            }}
          >
            <figcaption style={{ fontSize: 12, marginBottom: 12, color: "var(--gw-ink-muted)" }}>
              {brand.name}
            </figcaption>
            {children}
          </figure>
        </StoryProviders>
      ))}
    </div>
  );
}
