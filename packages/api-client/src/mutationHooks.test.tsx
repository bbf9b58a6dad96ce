import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "./createApiClient";
import { useContactRequest, usePriceAlertRequest, useReferralCheck } from "./mutationHooks";

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

const client: ApiClient = {
  sendContactRequest: vi.fn(async () => ({
    ok: false as const,
    kind: "network" as const,
    message: "offline",
  })),
  createPriceAlert: vi.fn(async () => ({
    ok: true as const,
    status: 201,
    data: { status: "success" as const, message: "Check your inbox" },
  })),
  verifyReferral: vi.fn(async () => ({ ok: true as const, status: 200, data: { valid: true } })),
  captchaChallenge: vi.fn(),
};

describe("mutation hooks", () => {
  it("resolves a failed contact request to its result instead of an error", async () => {
    const { result } = renderHook(() => useContactRequest(client), { wrapper });
    await act(() => result.current.mutateAsync({} as never));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ ok: false, kind: "network", message: "offline" });
  });

  it("checks a referral code through the client", async () => {
    const { result } = renderHook(() => useReferralCheck(client), { wrapper });
    await act(() => result.current.mutateAsync("GOLDFRIEND"));
    expect(client.verifyReferral).toHaveBeenCalledWith("GOLDFRIEND");
    await waitFor(() =>
      expect(result.current.data).toMatchObject({ ok: true, data: { valid: true } }),
    );
  });

  it("sends a price alert through the client", async () => {
    const { result } = renderHook(() => usePriceAlertRequest(client), { wrapper });
    await act(() => result.current.mutateAsync({ email: "ada@example.com" } as never));
    expect(client.createPriceAlert).toHaveBeenCalledWith({ email: "ada@example.com" });
    await waitFor(() =>
      expect(result.current.data).toMatchObject({
        ok: true,
        data: { message: "Check your inbox" },
      }),
    );
  });
});
