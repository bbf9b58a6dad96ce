import { toast } from "sonner";

/** Spec section 9: success toasts stay 4 s, errors 6 s (long enough to read a reason). */
export const toastDurationMs = { success: 4000, error: 6000 } as const;

export function showSuccessToast(message: string) {
  return toast.success(message, { duration: toastDurationMs.success });
}

export function showErrorToast(message: string) {
  return toast.error(message, { duration: toastDurationMs.error });
}
