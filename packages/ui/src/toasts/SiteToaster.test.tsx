import { I18nProvider, i18n } from "@gw/i18n";
import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { SiteToaster } from "./SiteToaster";
import { prepareToaster, showErrorToast, showSuccessToast, toastDurationMs } from "./showToast";
import { useToasterWanted } from "./toasterDemand";

i18n.loadAndActivate({ locale: "en", messages: {} });

afterEach(() => {
  act(() => toast.dismiss());
});

describe("toasts", () => {
  it("are asked for ahead of the first one by prepareToaster", () => {
    const { result } = renderHook(() => useToasterWanted());
    expect(result.current).toBe(false);
    act(() => prepareToaster());
    expect(result.current).toBe(true);
  });

  it("use the spec's durations", async () => {
    expect(toastDurationMs).toEqual({ success: 4000, error: 6000 });
    const success = vi.spyOn(toast, "success");
    const error = vi.spyOn(toast, "error");
    showSuccessToast("Sent");
    showErrorToast("Nope");
    await waitFor(() => {
      expect(success).toHaveBeenCalledWith("Sent", { duration: 4000 });
      expect(error).toHaveBeenCalledWith("Nope", { duration: 6000 });
    });
  });

  it("show in the toaster at most 400 px wide with 20 px padding", async () => {
    render(
      <I18nProvider i18n={i18n}>
        <SiteToaster />
      </I18nProvider>,
    );
    act(() => {
      showErrorToast("The message was refused");
    });
    const text = await screen.findByText("The message was refused");
    const item = text.closest("[data-sonner-toast]") as HTMLElement;
    expect(item.dataset.type).toBe("error");
    expect(item.style.maxWidth).toBe("400px");
    expect(item.style.padding).toBe("20px");
  });
});
