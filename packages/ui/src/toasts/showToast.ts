import { toast } from "sonner";
import { requestToaster } from "./toasterDemand";

/** Spec section 9: success toasts stay 4 s, errors 6 s (long enough to read a reason). */
export const toastDurationMs = { success: 4000, error: 6000 } as const;

export function showSuccessToast(message: string) {
  requestToaster();
  return toast.success(message, { duration: toastDurationMs.success });
}

export function showErrorToast(message: string) {
  requestToaster();
  return toast.error(message, { duration: toastDurationMs.error });
}
