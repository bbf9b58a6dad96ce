import { useLingui } from "@lingui/react/macro";
import { Toaster } from "sonner";
import styles from "./SiteToaster.module.css";

/** The one place toasts appear; mounted once at the site root. Sizes per spec section 9. */
export function SiteToaster() {
  const { t } = useLingui();
  return (
    <Toaster
      position="top-center"
      closeButton
      className={styles.toaster}
      containerAriaLabel={t`Notifications`}
      toastOptions={{
        style: { maxWidth: "400px", padding: "20px" },
        classNames: { success: styles.success, error: styles.error },
        closeButtonAriaLabel: t`Close notification`,
      }}
    />
  );
}
