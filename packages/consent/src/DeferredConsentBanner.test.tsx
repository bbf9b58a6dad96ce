import { i18n } from "@gw/i18n";
import { I18nProvider } from "@lingui/react";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from "@tanstack/react-router";
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DeferredConsentBanner } from "./DeferredConsentBanner";
import { rejectAllConsent, reopenConsent, resetConsentStore } from "./store/consentStore";

function Banner() {
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  return (
    <I18nProvider i18n={i18n}>
      <RouterContextProvider router={router}>
        <DeferredConsentBanner />
      </RouterContextProvider>
    </I18nProvider>
  );
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});

beforeEach(() => {
  localStorage.clear();
  resetConsentStore();
});

describe("DeferredConsentBanner", () => {
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
