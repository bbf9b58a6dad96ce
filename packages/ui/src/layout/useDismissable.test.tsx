import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useDismissable } from "./useDismissable";

function Menu() {
  const menu = useDismissable<HTMLDivElement>();
  return (
    <div>
      <p>outside</p>
      <div ref={menu.containerRef} onClickCapture={menu.onClickCapture}>
        <button ref={menu.toggleRef} aria-expanded={menu.open} onClick={menu.toggle}>
          toggle
        </button>
        {menu.open && (
          <ul>
            <li>
              <a href="#x" onClick={(e) => e.preventDefault()}>
                link
              </a>
            </li>
            <li>
              <span>text</span>
            </li>
          </ul>
        )}
      </div>
    </div>
  );
}

const toggle = () => screen.getByRole("button", { name: "toggle" });

describe("useDismissable", () => {
  it("toggles open and closed", () => {
    render(<Menu />);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on a click outside, not on one inside", () => {
    render(<Menu />);
    fireEvent.click(toggle());
    fireEvent.pointerDown(screen.getByText("text"));
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    fireEvent.pointerDown(screen.getByText("outside"));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when a link inside is followed", () => {
    render(<Menu />);
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole("link", { name: "link" }));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and gives focus back to the toggle", () => {
    render(<Menu />);
    fireEvent.click(toggle());
    screen.getByRole("link").focus();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveFocus();
  });
});
