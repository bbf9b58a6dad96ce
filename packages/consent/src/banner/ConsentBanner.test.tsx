import { i18n } from "@gw/i18n";
import { MAIN_CONTENT_ID } from "@gw/ui";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONSENT_STORAGE_KEY } from "../store/consentStorage";
import {
  getConsentState,
  rejectAllConsent,
  reopenConsent,
  resetConsentStore,
} from "../store/consentStore";
import { TestProviders } from "../testing/TestProviders";
import { ConsentBanner } from "./ConsentBanner";

function renderBanner() {
  return render(
    <TestProviders>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <button type="button">Page button</button>
      </main>
      <ConsentBanner />
    </TestProviders>,
  );
}

const region = () => screen.queryByRole("region", { name: "Cookie consent" });
const stored = () => localStorage.getItem(CONSENT_STORAGE_KEY);

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});

beforeEach(() => {
  localStorage.clear();
  resetConsentStore();
});

// Typing and clicking through user-event is slow on a loaded machine; behaviour is tested, not speed.
describe("ConsentBanner", { timeout: 30_000 }, () => {
  it("offers the three choices and links the Cookie Policy", () => {
    renderBanner();
    expect(region()).toBeInTheDocument();
    for (const name of ["Accept all", "Reject all", "Manage preferences"])
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute(
      "href",
      "/legal/cookie-policy",
    );
  });

  it("stores Accept all, hides and returns focus to the page", async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole("button", { name: "Accept all" }));
    expect(stored()).toBe('{"v":1,"analytics":true,"advertising":true}');
    expect(region()).toBeNull();
    await waitFor(() => expect(document.getElementById(MAIN_CONTENT_ID)).toHaveFocus());
  });

  it("stores Reject all", async () => {
    renderBanner();
    await userEvent.click(screen.getByRole("button", { name: "Reject all" }));
    expect(stored()).toBe('{"v":1,"analytics":false,"advertising":false}');
    expect(region()).toBeNull();
  });

  it("saves chosen preferences; necessary is checked and cannot be changed", async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole("button", { name: "Manage preferences" }));
    const heading = await screen.findByRole("heading", { name: "Cookie preferences" });
    // The form focuses its heading in an effect, which may run just after the heading appears.
    await waitFor(() => expect(heading).toHaveFocus());
    const necessary = screen.getByRole("checkbox", { name: "Necessary" });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "Analytics" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Advertising" })).not.toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: "Advertising" }));
    await user.click(screen.getByRole("button", { name: "Save preferences" }));
    expect(stored()).toBe('{"v":1,"analytics":false,"advertising":true}');
    expect(region()).toBeNull();
  });

  it("never accepts on Escape: back to the notice before a choice, focus on Manage preferences", async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole("button", { name: "Manage preferences" }));
    await user.click(await screen.findByRole("checkbox", { name: "Analytics" }));
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Manage preferences" })).toHaveFocus();
    expect(stored()).toBeNull();
    expect(getConsentState().preferences).toBeNull();
    await user.keyboard("{Escape}");
    expect(region()).toBeInTheDocument();
  });

  it("reopens with the stored choice, and Escape closes it unchanged with focus back on the opener", async () => {
    const user = userEvent.setup();
    rejectAllConsent();
    renderBanner();
    expect(region()).toBeNull();
    const opener = screen.getByRole("button", { name: "Page button" });
    opener.focus();
    act(reopenConsent);
    const heading = await screen.findByRole("heading", { name: "Cookie preferences" });
    // The form focuses its heading in an effect, which may run just after the heading appears.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole("checkbox", { name: "Analytics" })).not.toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: "Analytics" }));
    await user.keyboard("{Escape}");
    expect(region()).toBeNull();
    expect(stored()).toBe('{"v":1,"analytics":false,"advertising":false}');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("can be used with the keyboard alone", async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.tab(); // the page's button
    await user.tab();
    expect(screen.getByRole("link", { name: "Cookie Policy" })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: "Manage preferences" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await screen.findByRole("heading", { name: "Cookie preferences" });
    await user.tab();
    expect(screen.getByRole("checkbox", { name: "Analytics" })).toHaveFocus();
    await user.keyboard(" ");
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: "Save preferences" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(stored()).toBe('{"v":1,"analytics":true,"advertising":false}');
  });
});
