import type { ContactRequest } from "@gw/api-client";
import { acceptAllConsent, recordedEvents, resetConsentStore } from "@gw/consent";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CaptchaUnavailableError, type CaptchaProvider } from "../captcha/CaptchaProvider";
import {
  fakeApiClient,
  storedAnswer as stored,
  type ContactAnswer,
} from "../testing/fakeApiClient";
import { renderWithProviders } from "../testing/renderWithProviders";
import { ContactForm } from "./ContactForm";

type ContactResult = ContactAnswer;

function fakeClient(answer: (payload: ContactRequest) => Promise<ContactResult>) {
  const sendContactRequest = vi.fn(answer);
  return { client: { ...fakeApiClient(answer), sendContactRequest }, sendContactRequest };
}

const captcha = { prepare: vi.fn(), token: vi.fn(async () => "captcha-token") };

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Full name"), "Ada King Lovelace");
  await user.type(screen.getByLabelText("Email address"), "ada@example.com");
  await user.type(screen.getByLabelText("Message"), "  Please tell me about storage.  ");
  await user.selectOptions(screen.getByLabelText("How did you find us?"), "Friend");
}

beforeEach(() => {
  vi.spyOn(toast, "success");
  vi.spyOn(toast, "error");
});

// Events are recorded only with analytics consent.
beforeAll(acceptAllConsent);
afterEach(() => {
  delete window.dataLayer;
});

// Typing through user-event is slow on a loaded machine; the behaviour, not the speed, is tested.
describe("ContactForm", { timeout: 30_000 }, () => {
  it("has the spec's fields: a five-row message and a disabled placeholder before six sources", () => {
    renderWithProviders(
      <ContactForm client={fakeClient(async () => stored).client} captcha={captcha} />,
    );
    expect(screen.getByLabelText("Message")).toHaveAttribute("rows", "5");
    const options = screen.getAllByRole("option");
    expect(options).toHaveLength(7);
    expect(options[0]).toBeDisabled();
    expect(options.slice(1).map((option) => option.textContent)).toEqual([
      "Affiliate Website",
      "Google",
      "Social Media",
      "Online Article",
      "Friend",
      "Other",
    ]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows every error after the first submit, focuses the first invalid field and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const { client, sendContactRequest } = fakeClient(async () => stored);
    renderWithProviders(<ContactForm client={client} captcha={captcha} />);

    await user.type(screen.getByLabelText("Email address"), "ada@example");
    await user.type(screen.getByLabelText("Message"), "short");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect((await screen.findAllByRole("alert")).map((alert) => alert.textContent)).toEqual([
      "Full name is required",
      "Please enter a valid email address",
      "Message must be at least 10 characters long",
      "Please select how you found us",
    ]);
    expect(screen.getByLabelText("Full name")).toHaveFocus();
    expect(screen.getByLabelText("Full name")).toHaveAttribute("aria-invalid", "true");
    expect(sendContactRequest).not.toHaveBeenCalled();
  });

  it("clears only the edited field's error, without checking it again until the next submit", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <ContactForm client={fakeClient(async () => stored).client} captcha={captcha} />,
    );
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByText("Email address is required");
    await user.type(screen.getByLabelText("Email address"), "x");

    expect(screen.queryByText("Email address is required")).not.toBeInTheDocument();
    expect(screen.queryByText("Please enter a valid email address")).not.toBeInTheDocument();
    expect(screen.getByText("Full name is required")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
  });

  it("sends the spec's payload once, disabled while sending, then shows the thank-you panel", async () => {
    const user = userEvent.setup({ delay: null });
    let answer!: (result: ContactResult) => void;
    const { client, sendContactRequest } = fakeClient(
      () => new Promise((resolve) => (answer = resolve)),
    );
    renderWithProviders(<ContactForm client={client} captcha={captcha} />);
    await fillValidForm(user);

    await user.click(screen.getByRole("button", { name: "Submit" }));
    const sending = await screen.findByRole("button", { name: "Submitting..." });
    expect(sending).toBeDisabled();
    expect(screen.getByLabelText("Message")).toBeDisabled();
    // A second submit while sending (Enter, a script) is ignored, not queued.
    fireEvent.submit(sending.closest("form")!);
    expect(captcha.token).toHaveBeenCalledOnce();
    expect(sendContactRequest).toHaveBeenCalledTimes(1);
    expect(sendContactRequest.mock.calls[0]![0]).toEqual({
      email: "ada@example.com",
      message: "Please tell me about storage.",
      source: "friend",
      first_name: "Ada",
      last_name: "King Lovelace",
      full_name: "Ada King Lovelace",
      referral_payload: null,
      hostname: "localhost",
      locale: "en",
      token: "captcha-token",
    });

    answer(stored);
    expect(
      await screen.findByText("Thank you for your enquiry! We will get back to you soon."),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText("Full name")).not.toBeInTheDocument();
    expect(sendContactRequest).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(stored.ok && stored.data.message, {
        duration: 4000,
      }),
    );
    expect(recordedEvents()).toContainEqual({ event: "Contact form_submit" });

    await user.click(screen.getByRole("button", { name: "Send another message" }));
    expect(screen.getByLabelText("Full name")).toHaveValue("");
    expect(screen.getByLabelText("Message")).toHaveValue("");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("goes to the redirect target after a successful send", async () => {
    const user = userEvent.setup({ delay: null });
    // jsdom only navigates within the page, which is enough to see the redirect happen.
    renderWithProviders(
      <ContactForm
        client={fakeClient(async () => stored).client}
        captcha={captcha}
        redirectTo="#sent"
      />,
    );
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(window.location.hash).toBe("#sent"));
    window.location.hash = "";
  });

  it("shows the API's message as an error toast and keeps the form as typed", async () => {
    const user = userEvent.setup({ delay: null });
    const { client } = fakeClient(async () => ({
      ok: false,
      kind: "http",
      status: 400,
      message: "We could not take your message",
    }));
    renderWithProviders(<ContactForm client={client} captcha={captcha} redirectTo="#sent" />);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("We could not take your message", {
        duration: 6000,
      }),
    );
    expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled();
    expect(screen.getByLabelText("Full name")).toHaveValue("Ada King Lovelace");
    expect(recordedEvents()).toEqual([]);
    expect(window.location.hash).toBe("");
  });

  it("logs a network failure, keeps everything typed and says the message was not sent", async () => {
    const user = userEvent.setup({ delay: null });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { client } = fakeClient(async () => ({
      ok: false,
      kind: "network",
      message: "Failed to fetch",
    }));
    renderWithProviders(<ContactForm client={client} captcha={captcha} />);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));

    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith("Contact form not sent:", expect.anything()),
    );
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(expect.stringMatching(/not sent/), {
        duration: 6000,
      }),
    );
    expect(screen.getByLabelText("Message")).toHaveValue("  Please tell me about storage.  ");
    expect(screen.getByLabelText("How did you find us?")).toHaveValue("friend");
  });

  it("starts the captcha when the form is first focused, before anything is sent", async () => {
    const user = userEvent.setup({ delay: null });
    const waiting = { prepare: vi.fn(), token: vi.fn(async () => "captcha-token") };
    renderWithProviders(
      <ContactForm client={fakeClient(async () => stored).client} captcha={waiting} />,
    );
    expect(waiting.prepare).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText("Full name"));
    expect(waiting.prepare).toHaveBeenCalled();
    expect(waiting.token).not.toHaveBeenCalled();
  });

  it("does not wait for a cookie choice: with none made, the message is sent", async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.clear();
    resetConsentStore();
    const { client, sendContactRequest } = fakeClient(async () => stored);
    renderWithProviders(<ContactForm client={client} captcha={captcha} />);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByText("Thank you for your enquiry! We will get back to you soon.");
    expect(sendContactRequest).toHaveBeenCalledOnce();
    acceptAllConsent();
  });

  it("sends again once with a new solution when the API refuses the captcha token", async () => {
    const user = userEvent.setup({ delay: null });
    const tokens = {
      prepare: vi.fn(),
      token: vi.fn(async () => `token-${tokens.token.mock.calls.length}`),
    };
    const { client, sendContactRequest } = fakeClient(async ({ token }) =>
      token === "token-1"
        ? { ok: false, kind: "http", status: 400, message: "expired", code: "captcha" }
        : stored,
    );
    renderWithProviders(<ContactForm client={client} captcha={tokens} />);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByText("Thank you for your enquiry! We will get back to you soon.");
    expect(sendContactRequest.mock.calls.map(([payload]) => payload.token)).toEqual([
      "token-1",
      "token-2",
    ]);
  });

  it.each([
    [
      "no captcha solution can be had",
      { prepare: () => {}, token: () => Promise.reject(new CaptchaUnavailableError("offline")) },
      async () => stored,
    ],
    [
      "the API refuses the captcha twice",
      { prepare: () => {}, token: async () => "captcha-token" },
      async (): Promise<ContactResult> => ({
        ok: false,
        kind: "http",
        status: 400,
        message: "Captcha solution has already been used",
        code: "captcha",
      }),
    ],
  ] satisfies [string, CaptchaProvider, () => Promise<ContactResult>][])(
    "when %s: says so in the page's language, sends nothing more and keeps the text",
    async (_, failing, answer) => {
      const user = userEvent.setup({ delay: null });
      vi.spyOn(console, "error").mockImplementation(() => {});
      const { client } = fakeClient(answer);
      renderWithProviders(<ContactForm client={client} captcha={failing} />);
      await fillValidForm(user);
      await user.click(screen.getByRole("button", { name: "Submit" }));
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith(
          "Not sent: our spam check could not finish. Everything you typed is still here; check your connection and try again.",
          { duration: 6000 },
        ),
      );
      expect(screen.queryByText(/Thank you for your enquiry/)).not.toBeInTheDocument();
      expect(screen.getByLabelText("Full name")).toHaveValue("Ada King Lovelace");
      expect(screen.getByLabelText("Message")).toHaveValue("  Please tell me about storage.  ");
      expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled();
    },
  );
});
