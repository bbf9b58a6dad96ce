import type { toast as sonnerToast } from "sonner";
import { requestToaster } from "./toasterDemand";

/** Spec section 9: success toasts stay 4 s, errors 6 s (long enough to read a reason). */
export const toastDurationMs = { success: 4000, error: 6000 } as const;

// The toast library is fetched on the first toast, like the toaster itself, so a form that may
// show one does not put the library into its page's first download.
let toastLibrary: Promise<typeof sonnerToast> | undefined;
const loadToast = () => (toastLibrary ??= import("sonner").then((module) => module.toast));

export function showSuccessToast(message: string): void {
  requestToaster();
  void loadToast().then((toast) => toast.success(message, { duration: toastDurationMs.success }));
}

export function showErrorToast(message: string): void {
  requestToaster();
  void loadToast().then((toast) => toast.error(message, { duration: toastDurationMs.error }));
}

/**
 * Mounts the toaster and loads the toast library ahead of a toast that may soon come (a form's
 * first focus or input), so a submit's answer is on screen without another request.
 */
export function prepareToaster(): void {
  requestToaster();
  void loadToast();
}

/**
 * Takes every toast off the screen (the library, if loaded, would replay them to the next
 * toaster): Storybook, so that a story shows its own toasts, not the last story's.
 */
export async function dismissToasts(): Promise<void> {
  (await toastLibrary)?.dismiss();
}
