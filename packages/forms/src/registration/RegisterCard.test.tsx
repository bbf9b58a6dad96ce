import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { acceptAllConsent, recordedEvents } from "@gw/consent";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RegisterCard } from "./RegisterCard";
import { RegisterForm } from "./RegisterForm";
import { WithTestBrand } from "../testing/WithTestBrand";

const signUp = "https://app.brand.example/register?signup=true";

// Events are recorded only with analytics consent.
beforeAll(acceptAllConsent);
afterEach(() => {
  delete window.dataLayer;
});

describe("RegisterCard", () => {
  it("lists four benefits and redirects to sign-up, locking the button", async () => {
    const navigate = vi.fn();
    render(<RegisterCard navigate={navigate} />, { wrapper: WithTestBrand });
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(recordedEvents()).toEqual([
      { event: "LoginRedirect", referralCode: null, source: "register_page" },
    ]);
    expect(navigate).toHaveBeenCalledWith(signUp);
    expect(screen.getByRole("button", { name: "Redirecting..." })).toBeDisabled();
  });

  it("passes a known referral code on", async () => {
    const navigate = vi.fn();
    render(<RegisterCard navigate={navigate} referralCode="GOLDFRIEND" />, {
      wrapper: WithTestBrand,
    });
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(navigate).toHaveBeenCalledWith(`${signUp}&referral=GOLDFRIEND`);
  });

  it("logs a failed redirect and re-enables the button", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const navigate = vi.fn(() => {
      throw new Error("blocked");
    });
    render(<RegisterCard navigate={navigate} />, { wrapper: WithTestBrand });
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(console.error).toHaveBeenCalledWith("Registration redirect failed:", expect.any(Error));
    expect(screen.getByRole("button", { name: "Create Account" })).toBeEnabled();
  });
});

describe("RegisterForm", () => {
  it("goes to sign-up without a code, asking nobody", async () => {
    const navigate = vi.fn();
    const verify = vi.fn(async () => true);
    render(<RegisterForm verify={verify} navigate={navigate} />, { wrapper: WithTestBrand });
    expect(screen.getByRole("textbox", { name: /Referral code/ })).not.toBeRequired();
    await userEvent.click(screen.getByRole("button", { name: "Register Now" }));
    expect(verify).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith(signUp);
  });

  it("verifies a code that was given", async () => {
    const navigate = vi.fn();
    render(<RegisterForm verify={async () => false} navigate={navigate} />, {
      wrapper: WithTestBrand,
    });
    await userEvent.type(screen.getByRole("textbox", { name: /Referral code/ }), "NOPE");
    await userEvent.click(screen.getByRole("button", { name: "Register Now" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This is not a valid referral code");
    expect(navigate).not.toHaveBeenCalled();
  });
});
