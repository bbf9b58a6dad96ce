import type { PriceAlertRequest } from "@gw/api-client";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { alertStoredAnswer, fakeApiClient, type ContactAnswer } from "../testing/fakeApiClient";
import { renderWithProviders } from "../testing/renderWithProviders";
import { PriceAlertForm } from "./PriceAlertForm";

function fakeClient(answer: (payload: PriceAlertRequest) => Promise<ContactAnswer>) {
  const createPriceAlert = vi.fn(answer);
  return {
    client: { ...fakeApiClient(async () => alertStoredAnswer), createPriceAlert },
    createPriceAlert,
  };
}

const captcha = { prepare: vi.fn(), token: vi.fn(async () => "captcha-token") };

beforeEach(() => {
  vi.spyOn(toast, "error");
});

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText("Metal"), "Silver");
  await user.selectOptions(screen.getByLabelText("When the buy price"), "falls below");
  await user.type(screen.getByLabelText("Price per troy ounce"), "1,234.50");
  await user.selectOptions(screen.getByLabelText("Currency"), "USD");
  await user.type(screen.getByLabelText("Email address"), " ada@example.com ");
}

describe("PriceAlertForm", { timeout: 30_000 }, () => {
  it("sends the alert with the page's language and host, then asks to confirm by e-mail", async () => {
    const user = userEvent.setup({ delay: null });
    const { client, createPriceAlert } = fakeClient(async () => alertStoredAnswer);
    renderWithProviders(<PriceAlertForm client={client} captcha={captcha} />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Create price alert" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Check your inbox"));
    expect(createPriceAlert).toHaveBeenCalledWith({
      email: "ada@example.com",
      metal: "silver",
      direction: "below",
      target: 1234.5,
      currency: "USD",
      hostname: "localhost",
      locale: "en",
      token: "captcha-token",
    });
    expect(screen.getByRole("status")).toHaveTextContent("ada@example.com");
    await user.click(screen.getByRole("button", { name: "Set another alert" }));
    expect(screen.getByLabelText("Price per troy ounce")).toBeInTheDocument();
  });

  it("shows errors after the first submit, focuses the first, and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const { client, createPriceAlert } = fakeClient(async () => alertStoredAnswer);
    renderWithProviders(<PriceAlertForm client={client} captcha={captcha} />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Price per troy ounce"), "53.005");
    await user.click(screen.getByRole("button", { name: "Create price alert" }));
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([
      "Enter a price such as 5300 or 5300.50",
      "Email address is required",
    ]);
    expect(screen.getByLabelText("Price per troy ounce")).toHaveFocus();
    await user.type(screen.getByLabelText("Price per troy ounce"), "{backspace}");
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(createPriceAlert).not.toHaveBeenCalled();
  });

  it("keeps every field and says why when the API refuses the alert", async () => {
    const user = userEvent.setup({ delay: null });
    const { client } = fakeClient(async () => ({
      ok: false,
      kind: "http",
      status: 400,
      message: "The buy price is already below that.",
    }));
    renderWithProviders(<PriceAlertForm client={client} captcha={captcha} />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Create price alert" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("The buy price is already below that.", {
        duration: 6000,
      }),
    );
    expect(screen.getByLabelText("Price per troy ounce")).toHaveValue("1,234.50");
    expect(screen.getByLabelText("Email address")).toHaveValue("ada@example.com");
    expect(screen.getByLabelText("Metal")).toHaveValue("silver");
  });

  it("says the alert was not sent when the network fails", async () => {
    const user = userEvent.setup({ delay: null });
    const { client } = fakeClient(async () => ({ ok: false, kind: "network", message: "offline" }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderWithProviders(<PriceAlertForm client={client} captcha={captcha} />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Create price alert" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Your alert was not sent. Please check your connection and try again.",
        { duration: 6000 },
      ),
    );
    expect(screen.getByRole("button", { name: "Create price alert" })).toBeEnabled();
  });
});
