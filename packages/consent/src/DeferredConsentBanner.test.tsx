import { i18n } from "@gw/i18n";
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DeferredConsentBanner } from "./DeferredConsentBanner";
import { rejectAllConsent, reopenConsent, resetConsentStore } from "./store/consentStore";
import { TestProviders } from "./testing/TestProviders";

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
    expect(container).toBeEmptyDOMElement();
    act(reopenConsent);
    expect(await screen.findByRole("checkbox", { name: "Analytics" })).toBeInTheDocument();
  });
});
