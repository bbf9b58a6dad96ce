import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { hydrateAfterVisitor } from "../testing/hydrateAfterVisitor";
import { SubmitButton } from "./SubmitButton";
import { SCRIPT_ENABLED_ATTRIBUTE } from "./scriptNeeded";

describe("SubmitButton", () => {
  it("is prerendered disabled and marked for the head script that enables it", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(<SubmitButton>Send</SubmitButton>);
    const button = host.querySelector("button")!;
    expect(button.disabled).toBe(true);
    expect(button.type).toBe("submit");
    expect(button.hasAttribute(SCRIPT_ENABLED_ATTRIBUTE)).toBe(true);
  });

  it("is enabled when the app renders it, and disabled when told", () => {
    const { rerender } = render(<SubmitButton>Send</SubmitButton>);
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
    rerender(<SubmitButton disabled>Send</SubmitButton>);
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
  });

  it.each([
    ["after the head script enabled it", true],
    ["without the head script", false],
  ])("is enabled once the app has hydrated the page, %s", async (_, headScriptRan) => {
    const errors = vi.spyOn(console, "error");
    const page = await hydrateAfterVisitor(<SubmitButton>Send</SubmitButton>, (prerendered) => {
      if (headScriptRan)
        prerendered.querySelector(`[${SCRIPT_ENABLED_ATTRIBUTE}]`)!.removeAttribute("disabled");
    });
    expect(page.querySelector("button")!.disabled).toBe(false);
    expect(errors).not.toHaveBeenCalled();
  });
});
