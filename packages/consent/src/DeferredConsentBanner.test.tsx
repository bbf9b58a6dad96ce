import { i18n } from "@gw/i18n";
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type * as BannerModule from "./banner/ConsentBanner";
import { DeferredConsentBanner } from "./DeferredConsentBanner";
import { rejectAllConsent, reopenConsent, resetConsentStore } from "./store/consentStore";
import { TestProviders } from "./testing/TestProviders";

// The real banner hides itself too when no banner is wanted, so an empty page alone cannot tell
// whether DeferredConsentBanner kept it unmounted: a marker beside it says when it was mounted.
vi.mock("./banner/ConsentBanner", async (importOriginal) => {
  const { ConsentBanner } = await importOriginal<typeof BannerModule>();
  return {
    ConsentBanner: () => (
      <>
        <span data-testid="banner-mounted" />
        <ConsentBanner />
      </>
    ),
  };
});

const Banner = () => (
  <TestProviders>
    <DeferredConsentBanner />
  </TestProviders>
);

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});

beforeEach(() => {
  localStorage.clear();
  resetConsentStore();
});

describe("DeferredConsentBanner", { timeout: 30_000 }, () => {
  it("is never in the prerendered HTML", () => {
    expect(renderToString(<Banner />)).toBe("");
  });

  it("loads and shows the banner when no choice is stored", async () => {
    render(<Banner />);
    expect(await screen.findByRole("region", { name: "Cookie consent" })).toBeInTheDocument();
  });

  it("renders nothing with a stored choice until the preferences are reopened", async () => {
    rejectAllConsent();
    const { container } = render(<Banner />);
    // The banner is lazy: give it every chance to arrive (its module loaded, React's retry
    // flushed) before its absence means anything.
    await act(async () => {
      await import("./banner/ConsentBanner");
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container).toBeEmptyDOMElement();
    act(reopenConsent);
    expect(await screen.findByTestId("banner-mounted")).toBeInTheDocument();
    expect(await screen.findByRole("checkbox", { name: "Analytics" })).toBeInTheDocument();
  });
});
