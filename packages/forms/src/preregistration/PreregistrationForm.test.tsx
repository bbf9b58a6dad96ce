import { i18n } from "@gw/i18n";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/renderWithProviders";
import { PreregistrationForm } from "./PreregistrationForm";

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});

function renderForm(
  submit: (email: string) => Promise<boolean>,
  onSignUpAnother = vi.fn(),
  captcha = { prepare: vi.fn(), checking: false },
) {
  renderWithProviders(
    <PreregistrationForm submit={submit} captcha={captcha} onSignUpAnother={onSignUpAnother} />,
  );
  return {
    input: screen.getByLabelText("Email address"),
    button: screen.getByRole("button", { name: "Sign me up" }),
  };
}

describe("PreregistrationForm", () => {
  it("is a novalidate form with a required e-mail input", () => {
    const { input } = renderForm(vi.fn());
    expect(input).toBeRequired();
    expect(input.closest("form")).toHaveAttribute("novalidate");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says in one line how the address is used, linking the Privacy Policy", () => {
    renderForm(vi.fn());
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/legal/privacy-policy",
    );
    expect(screen.getByText(/only for the coupon and our launch news/)).toBeInTheDocument();
  });

  it("starts the captcha on the first focus, and says so to a screen reader when sending waits", async () => {
    const captcha = { prepare: vi.fn(), checking: false };
    renderForm(vi.fn(), vi.fn(), captcha);
    expect(captcha.prepare).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText("Email address"));
    expect(captcha.prepare).toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("asks for an address, focuses it, and sends nothing", async () => {
    const submit = vi.fn();
    const { input, button } = renderForm(submit);
    await userEvent.click(button);
    expect(screen.getByRole("alert")).toHaveTextContent("Email address is required");
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(submit).not.toHaveBeenCalled();
  });

  it("rejects a malformed address and clears the message on typing", async () => {
    const { input, button } = renderForm(vi.fn());
    await userEvent.type(input, "ann@example");
    await userEvent.click(button);
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid email address");
    await userEvent.type(input, ".com");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("disables the form while sending, then thanks the visitor", async () => {
    let finish: (stored: boolean) => void = () => {};
    const submit = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const onSignUpAnother = vi.fn();
    renderForm(submit, onSignUpAnother);
    await userEvent.type(screen.getByLabelText("Email address"), " ann@example.com ");
    await userEvent.click(screen.getByRole("button", { name: "Sign me up" }));
    expect(submit).toHaveBeenCalledWith("ann@example.com");
    expect(screen.getByLabelText("Email address")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    finish(true);
    expect(await screen.findByText("Thank you for preregistering!")).toBeInTheDocument();
    expect(screen.getByText("Keep an eye on your inbox")).toBeInTheDocument();
    expect(
      screen.getByText(
        "The coupon is sent once you confirm your address from the e-mail we have just sent you.",
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Sign Up Another Email" }));
    expect(onSignUpAnother).toHaveBeenCalledOnce();
  });

  it("keeps the address when sending fails", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const submit = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(false);
    const { input, button } = renderForm(submit);
    await userEvent.type(input, "ann@example.com");
    await userEvent.click(button);
    expect(await screen.findByRole("button", { name: "Sign me up" })).toBeEnabled();
    expect(input).toHaveValue("ann@example.com");
    expect(error).toHaveBeenCalledWith("Preregistration failed:", expect.any(Error));
    await userEvent.click(button);
    expect(await screen.findByRole("button", { name: "Sign me up" })).toBeEnabled();
    expect(input).toHaveValue("ann@example.com");
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
