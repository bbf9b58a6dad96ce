import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acceptAllConsent, rejectAllConsent, resetConsentStore } from "../store/consentStore";
import { recordedEvents, track } from "./track";
import { useTrackOnMount } from "./useTrackOnMount";

beforeEach(() => {
  localStorage.clear();
  resetConsentStore();
});

afterEach(() => {
  delete window.dataLayer;
});

describe("track with analytics consent", () => {
  beforeEach(acceptAllConsent);

  it("records events with their properties in the data layer", () => {
    track("Contact form_submit", { source: "google" });
    track("Contact");
    expect(recordedEvents()).toEqual([
      { event: "Contact form_submit", source: "google" },
      { event: "Contact" },
    ]);
  });

  it("keeps the event name even if a property tries to replace it", () => {
    track("Contact", { event: "Other" });
    expect(recordedEvents()).toEqual([{ event: "Contact" }]);
  });

  it("records a page view once on mount", () => {
    const { rerender } = renderHook(() => useTrackOnMount("Contact"));
    rerender();
    expect(recordedEvents()).toEqual([{ event: "Contact" }]);
  });
});

describe("track without analytics consent", () => {
  it("drops events before any choice, and they stay dropped after consent", () => {
    track("Contact");
    expect(recordedEvents()).toEqual([]);
    acceptAllConsent();
    track("PageView");
    expect(recordedEvents()).toEqual([{ event: "PageView" }]);
  });

  it("drops events after Reject all", () => {
    rejectAllConsent();
    track("Contact");
    expect(window.dataLayer).toBeUndefined();
  });
});
