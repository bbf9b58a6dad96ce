import type { Preview } from "@storybook/react-vite";
import { isLocale } from "@gw/i18n";
import { dismissToasts } from "@gw/ui";
import { BothBrands } from "./docs/BothBrands";
import { answerPriceCalls } from "./priceApi";
import { storyBrands as brands } from "./storyBrands";
import { loadLocale, StoryProviders } from "./StoryProviders";
import "@gw/ui/global.css";

const preview: Preview = {
  globalTypes: {
    locale: {
      description: "Language",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: [
          { value: "en", title: "English" },
          { value: "zh", title: "中文" },
        ],
        dynamicTitle: true,
      },
    },
    brand: {
      description: "Brand",
      toolbar: {
        title: "Brand",
        icon: "paintbrush",
        items: [
          { value: "main", title: "Goldwattle" },
          { value: "vip", title: "Goldwattle Private" },
        ],
        dynamicTitle: true,
      },
    },
  },
  // No API here: price calls get example answers; anything else goes out as usual. A story starts
  // with no toast of the one before on screen.
  beforeEach: async () => {
    await dismissToasts();
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) =>
      // Pages ask their own origin's `/api`: relative to the story's page.
      answerPriceCalls(
        new URL(input instanceof Request ? input.url : String(input), location.href),
      ) ?? realFetch(input, init);
    return () => {
      globalThis.fetch = realFetch;
    };
  },
  initialGlobals: { locale: "en", brand: "main", viewport: { value: "desktop", isRotated: false } },
  loaders: [
    async ({ globals }) => {
      await loadLocale(isLocale(globals.locale) ? globals.locale : "en");
      return {};
    },
  ],
  decorators: [
    (Story, { globals, parameters }) => (
      <StoryProviders
        brand={brands[globals.brand as keyof typeof brands] ?? brands.main}
        loggedIn={Boolean(parameters.loggedIn)}
      >
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: {
    layout: "fullscreen",
    // A phone, a tablet and a desktop (the desktop size is the one the e2e suites use).
    viewport: {
      options: {
        phone: { name: "Phone", styles: { width: "390px", height: "844px" }, type: "mobile" },
        tablet: { name: "Tablet", styles: { width: "820px", height: "1180px" }, type: "tablet" },
        desktop: { name: "Desktop", styles: { width: "1280px", height: "800px" }, type: "desktop" },
      },
    },
    // Accessibility violations fail the story's test.
    a11y: { test: "error" },
    // What every docs page (MDX beside the stories) may use without importing it.
    docs: { components: { BothBrands } },
  },
};

export default preview;
