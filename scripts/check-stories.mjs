#!/usr/bin/env node
// Fails when a component file in packages/*/src (X.tsx), or an e-mail template of the API
// (apps/api/src/**/xMail.tsx), has no story beside it (X.stories.tsx).
// Files that render nothing of their own are listed below with the reason; a part shown only
// inside another component names the story that shows it (which must exist). A page's stories
// (title "Pages/<page>") show it in both languages and both brands, at phone and desktop width,
// so that each has its visual baseline (docs/storybook.md). Run by `pnpm test`.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Providers, wrappers, test helpers and server code: nothing for a designer to look at. */
const notVisual = {
  "packages/consent/src/DeferredConsentBanner.tsx":
    "loads the banner lazily; the banner has a story",
  "packages/consent/src/testing/TestProviders.tsx": "test helper",
  "packages/forms/src/registration/storyFrame.tsx": "story decorator",
  "packages/forms/src/testing/renderWithProviders.tsx": "test helper",
  "packages/forms/src/testing/WithTestBrand.tsx": "test helper",
  "packages/pricing/src/testing/PricingTestProviders.tsx": "test helper",
  "packages/pricing/src/testing/hostRenderedPage.tsx": "test helper",
  "packages/doc-viewer/src/navigation/storyDocumentRoute.tsx": "story decorator",
  "packages/site/src/prerender/renderPage.tsx": "server-side rendering",
  "packages/site/src/host/renderIsland.tsx": "server-side rendering of the islands",
  "packages/pricing/src/islands/spotPanelDefinition.tsx":
    "the island as the host writes it; its component has stories",
  "packages/pricing/src/islands/homeStripDefinition.tsx":
    "the island as the host writes it; its component has stories",
  "packages/pricing/src/islands/holdingsValueDefinition.tsx":
    "the island as the host writes it; its component has stories",
  "packages/pricing/src/islands/shanghaiReferenceDefinitions.tsx":
    "the islands as the host writes them; their component has stories",
  "packages/site/src/prerender/PageDocument.tsx": "the prerendered document around the app",
  "packages/site/src/app/PageHead.tsx": "writes <head> tags",
  "packages/site/src/app/PageHeadAfterNavigation.tsx": "writes <head> tags, after a navigation",
  "packages/site/src/app/DeferredToaster.tsx": "loads the toaster lazily; the toaster has a story",
  "packages/site/src/app/AppProviders.tsx": "context providers",
  "packages/site/src/app/SiteRoot.tsx": "router root",
  "packages/site/src/app/bootClient.tsx": "client start-up",
  "packages/ui/src/brand/BrandProvider.tsx": "context provider",
  "packages/ui/src/layout/SiteOrigin.tsx": "context provider",
  "packages/ui/src/layout/CookieSettings.tsx": "context provider",
  "packages/ui/src/session/SessionProvider.tsx": "context provider",
};

/**
 * Parts that only exist inside another component, and the story that shows them.
 * @type {Partial<Record<string, string>>}
 */
const shownIn = {
  "packages/doc-viewer/src/article/CopyLinkButton.tsx":
    "packages/doc-viewer/src/article/SectionHeading.stories.tsx",
  "packages/doc-viewer/src/article/DocLink.tsx":
    "packages/doc-viewer/src/DocumentViewer.stories.tsx",
  "packages/doc-viewer/src/article/DocumentArticle.tsx":
    "packages/doc-viewer/src/DocumentViewer.stories.tsx",
  "packages/doc-viewer/src/article/HastContent.tsx":
    "packages/doc-viewer/src/DocumentViewer.stories.tsx",
  "packages/forms/src/registration/ReferralCodeSignUpForm.tsx":
    "packages/forms/src/registration/ReferralForm.stories.tsx",
  "packages/pricing/src/spot/LiveSpotPrices.tsx":
    "packages/site/src/pages/livePricing/LivePricingPageView.stories.tsx",
  "packages/pricing/src/reference/LiveShanghaiReference.tsx":
    "packages/site/src/pages/china/ChinaPageView.stories.tsx",
  // The islands as pages show them: components with stories of their own, bound to their roots.
  "packages/pricing/src/islands/SpotPanelIsland.tsx":
    "packages/site/src/pages/livePricing/LivePricingPageView.stories.tsx",
  "packages/pricing/src/islands/HomeStripIsland.tsx":
    "packages/site/src/pages/home/HomeRoute.stories.tsx",
  "packages/pricing/src/islands/ShanghaiReferenceIslands.tsx":
    "packages/site/src/pages/china/ChinaPageView.stories.tsx",
  "packages/pricing/src/islands/CalculatorsIsland.tsx":
    "packages/site/src/pages/calculators/CalculatorsPageView.stories.tsx",
  "packages/pricing/src/history/HistoryTable.tsx":
    "packages/pricing/src/history/PriceHistoryData.stories.tsx",
  "packages/ui/src/home/priceStripLabels.tsx": "packages/site/src/pages/home/HomeRoute.stories.tsx",
  "packages/pricing/src/converter/WeightField.tsx":
    "packages/pricing/src/converter/WeightConverter.stories.tsx",
  // Route components that read loader data: their views have the stories.
  "packages/site/src/pages/docs/DocsRoute.tsx":
    "packages/doc-viewer/src/DocumentViewer.stories.tsx",
  "packages/site/src/pages/docs/LegalRoute.tsx":
    "packages/doc-viewer/src/DocumentViewer.stories.tsx",
  "packages/site/src/pages/docs/DocumentRouteView.tsx":
    "packages/doc-viewer/src/DocumentViewer.stories.tsx",
  "packages/site/src/pages/referral/ReferralCodePage.tsx":
    "packages/site/src/pages/referral/ReferralPageView.stories.tsx",
  // The register host's addresses of the referral page (its home and short links).
  "packages/site/src/routes/register/home.tsx":
    "packages/site/src/pages/referral/ReferralPageView.stories.tsx",
  "packages/site/src/routes/register/shortLink.tsx":
    "packages/site/src/pages/referral/ReferralPageView.stories.tsx",
};

const components = readdirSync("packages").flatMap((pkg) => {
  const src = join("packages", pkg, "src");
  if (!existsSync(src)) return [];
  return readdirSync(src, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".tsx") && !/\.(test|stories)\.tsx$/.test(file))
    .map((file) => join(src, file));
});

// The API's e-mails, reviewed in Storybook as a mail client receives them (every brand and language).
const apiMail = "apps/api/src";
components.push(
  ...readdirSync(apiMail, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith("Mail.tsx"))
    .map((file) => join(apiMail, file)),
);

const problems = [];
for (const file of components) {
  if (file in notVisual) continue;
  const story = shownIn[file] ?? file.replace(/\.tsx$/, ".stories.tsx");
  // A page's route file (`XRoute.tsx`) whose content is its view (`XPageView.tsx`): the view's
  // story shows the page.
  const viewStory = file.replace(/Route\.tsx$/, "PageView.stories.tsx");
  if (!existsSync(story) && !existsSync(viewStory))
    problems.push(`${file}: no story (expected ${story})`);
}
// Story names for each language (English by default), brand (Goldwattle) and width (desktop).
const pageStories = ["", "Chinese"].flatMap((language) =>
  ["", "VipBrand"].flatMap((brand) =>
    ["", "Phone"].map((width) => `${language}${brand}${width}` || "Default"),
  ),
);
for (const file of components) {
  const story = file.replace(/\.tsx$/, ".stories.tsx");
  if (!existsSync(story)) continue;
  const source = readFileSync(story, "utf8");
  if (!/^\s*title: "Pages\/[^/"]+",$/m.test(source)) continue;
  const missing = pageStories.filter((name) => !source.includes(`export const ${name}: Story`));
  if (missing.length) problems.push(`${story}: a page without the stories ${missing.join(", ")}`);
}
for (const file of [...Object.keys(notVisual), ...Object.keys(shownIn)])
  if (!components.includes(file)) problems.push(`${file}: listed in this check but gone`);

if (problems.length) {
  console.error(problems.join("\n"));
  console.error(
    `stories: ${problems.length} problem(s); add X.stories.tsx beside X.tsx, or list a file ` +
      "that renders nothing in scripts/check-stories.mjs with the reason; a page needs all eight",
  );
  process.exit(1);
}
console.log(`stories: all ${components.length} component files have a story or a listed reason`);
