/// <reference lib="dom" />
import { brands, type BrandConfig } from "@gw/brands";
import { htmlLang, type Locale } from "@gw/i18n/locales";
import type { StoryObj } from "@storybook/react-vite";
import axeSource from "axe-core/axe.min.js?raw";
import type { AxeResults } from "axe-core";
import { expect, waitFor } from "storybook/test";
import zhCatalog from "../locales/zh.po?raw";
import { i18nFromCatalog } from "./mailCatalog";
import type { MailContent, MailKind } from "./mailKind";
import { MailPreview } from "./MailPreview";
import { mailSender } from "./mailVoice";

type AxeWindow = Window & {
  axe?: { run(context: Document, options: object): Promise<AxeResults> };
};

/**
 * The e-mail's own document, checked by axe inside its frame (the story's check, like every
 * story's, covers the page around it): WCAG 2.1 A and AA. An e-mail has no landmarks, so the
 * best-practice rules about regions do not apply to it.
 */
async function checkMailAccessibility(frame: HTMLIFrameElement) {
  await waitFor(() => expect(frame.contentDocument?.body.textContent).toBeTruthy());
  const frameWindow = frame.contentWindow as AxeWindow;
  if (!frameWindow.axe) {
    const script = frame.contentDocument!.createElement("script");
    script.textContent = axeSource;
    frame.contentDocument!.head.append(script);
  }
  const results = await frameWindow.axe!.run(frame.contentDocument!, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
  });
  expect(results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.length }))).toEqual([]);
}

/**
 * A story of one e-mail in one brand and language, rendered by its kind exactly as the outbox
 * sender renders it (the same templates, and the API's catalog compiled the same way).
 */
export function mailStory<Fields>(
  kind: MailKind<Fields>,
  fields: (brand: BrandConfig) => Fields,
  brandId: keyof typeof brands,
  locale: Locale,
): StoryObj {
  const brand = brands[brandId];
  return {
    // The page around the e-mail, as every story; the e-mail's own document is checked in play.
    parameters: { a11y: { context: { exclude: ["iframe"] } } },
    loaders: [
      async () => ({
        mail: await kind.render(
          { i18n: i18nFromCatalog(locale, locale === "zh" ? zhCatalog : undefined), locale, brand },
          fields(brand),
        ),
      }),
    ],
    render: (_args, { loaded }) => (
      <MailPreview mail={loaded.mail as MailContent} from={mailSender(brand)} />
    ),
    play: async ({ canvasElement }) => {
      const frame = canvasElement.querySelector("iframe")!;
      await checkMailAccessibility(frame);
      // The e-mail is in the story's brand and language.
      expect(frame.contentDocument!.documentElement.lang).toBe(htmlLang(locale));
      expect(frame.contentDocument!.body.textContent).toContain(brand.name);
    },
  };
}
