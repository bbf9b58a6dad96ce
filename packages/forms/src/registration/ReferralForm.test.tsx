import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { acceptAllConsent, recordedEvents } from "@gw/consent";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ReferralForm } from "./ReferralForm";
import { WithTestBrand } from "../testing/WithTestBrand";

const signUp = "https://app.brand.example/register?signup=true";

function renderForm(verify: (code: string) => Promise<boolean>, initialCode?: string) {
  const navigate = vi.fn();
  render(<ReferralForm verify={verify} navigate={navigate} initialCode={initialCode} />, {
    wrapper: WithTestBrand,
  });
  return {
    navigate,
    input: screen.getByRole("textbox", { name: "Referral code" }),
    submit: screen.getByRole("button", { name: "Register for Brand" }),
  };
}

/** A verification the test answers when it likes. */
function pendingVerification() {
  let answer: (valid: boolean) => void = () => {};
  const verify = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
  return { verify, answer: (valid: boolean) => act(() => answer(valid)) };
}

// Events are recorded only with analytics consent.
beforeAll(acceptAllConsent);
afterEach(() => {
  delete window.dataLayer;
});

describe("ReferralForm", () => {
  it("treats an empty code as invalid without asking the server", async () => {
    const verify = vi.fn(async () => true);
    const { submit, input, navigate } = renderForm(verify);
    expect(input).toBeRequired();
    expect(input).toHaveAttribute("maxLength", "64");
    await userEvent.type(input, "   ");
    await userEvent.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent("This is not a valid referral code");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(submit).toBeDisabled();
    expect(verify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("verifies the trimmed code and goes to sign-up with it", async () => {
    const verify = vi.fn(async () => true);
    const { input, submit, navigate } = renderForm(verify);
    await userEvent.type(input, "  GOLDFRIEND ");
    await userEvent.click(submit);
    expect(verify).toHaveBeenCalledWith("GOLDFRIEND");
    expect(recordedEvents()).toEqual([
      { event: "LoginRedirect", referralCode: "GOLDFRIEND", source: "referral_page" },
    ]);
    expect(navigate).toHaveBeenCalledWith(`${signUp}&referral=GOLDFRIEND`);
    expect(screen.getByRole("button", { name: "Redirecting..." })).toBeDisabled();
  });

  it("shows the refusal, keeps submit off until the code changes", async () => {
    const { input, submit, navigate } = renderForm(async () => false);
    await userEvent.type(input, "NOPE");
    await userEvent.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent("This is not a valid referral code");
    expect(submit).toBeDisabled();
    await userEvent.type(input, "X");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "false");
    expect(submit).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
    expect(recordedEvents()).toEqual([]);
  });

  it("counts a failed call as invalid", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { input, submit } = renderForm(async () => {
      throw new Error("offline");
    });
    await userEvent.type(input, "GOLDFRIEND");
    await userEvent.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent("This is not a valid referral code");
  });

  it("disables submit while verifying", async () => {
    const { verify, answer } = pendingVerification();
    const { input, submit, navigate } = renderForm(verify);
    await userEvent.type(input, "GOLDFRIEND");
    await userEvent.click(submit);
    expect(submit).toBeDisabled();
    await answer(true);
    expect(navigate).toHaveBeenCalledWith(`${signUp}&referral=GOLDFRIEND`);
  });

  it("ignores a verdict that arrives after the visitor typed again", async () => {
    const { verify, answer } = pendingVerification();
    const { input, submit, navigate } = renderForm(verify);
    await userEvent.type(input, "GOLD");
    await userEvent.click(submit);
    await userEvent.type(input, "FRIEND");
    await answer(false);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("prefills the code from the link and verifies it at once", async () => {
    const verify = vi.fn(async () => true);
    const { input, submit, navigate } = renderForm(verify, "GOLDFRIEND");
    expect(input).toHaveValue("GOLDFRIEND");
    expect(await screen.findByRole("status")).toHaveTextContent("Referral code confirmed");
    expect(verify).toHaveBeenCalledWith("GOLDFRIEND");
    await userEvent.click(submit);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(`${signUp}&referral=GOLDFRIEND`);
  });

  it("re-enables the button when the redirect fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const navigate = vi.fn(() => {
      throw new Error("blocked");
    });
    render(<ReferralForm verify={async () => true} navigate={navigate} />, {
      wrapper: WithTestBrand,
    });
    await userEvent.type(screen.getByRole("textbox", { name: "Referral code" }), "GOLDFRIEND");
    await userEvent.click(screen.getByRole("button", { name: "Register for Brand" }));
    expect(navigate).toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith("Registration redirect failed:", expect.any(Error));
    expect(screen.getByRole("button", { name: "Register for Brand" })).toBeEnabled();
  });
});
