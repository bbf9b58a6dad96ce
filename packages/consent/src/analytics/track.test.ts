import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { recordedEvents, track } from "./track";
import { useTrackOnMount } from "./useTrackOnMount";

afterEach(() => {
  delete window.dataLayer;
});

describe("track", () => {
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
