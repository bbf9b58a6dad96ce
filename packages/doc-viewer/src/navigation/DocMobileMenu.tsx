import { CloseIcon, markLive, MenuIcon } from "@gw/ui";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type ReactNode } from "react";
import styles from "./DocMobileMenu.module.css";

/**
 * The table of contents as a slide-over on small screens. A native modal <dialog> keeps focus
 * inside while open, makes the rest of the page inert and closes on Escape, restoring focus to
 * the toggle; a click on the backdrop, the close button, or any link also closes it.
 */
export function DocMobileMenu({ children, closeKey }: { children: ReactNode; closeKey: string }) {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Navigating to another page (closeKey changes) closes the menu.
  useEffect(() => setOpen(false), [closeKey]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => setOpen(false);
    // Clicks on the panel land on its content; only the backdrop reports the dialog itself.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog || (event.target as Element).closest?.("a")) setOpen(false);
    };
    dialog.addEventListener("close", onClose);
    dialog.addEventListener("click", onClick);
    return () => {
      dialog.removeEventListener("close", onClose);
      dialog.removeEventListener("click", onClick);
    };
  }, []);

  return (
    <div className={styles.mobile}>
      <button
        ref={markLive}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <MenuIcon width={20} height={20} />
        <span>{t`Open documents menu`}</span>
      </button>
      <dialog ref={dialogRef} className={styles.dialog} aria-label={t`Documents`}>
        <div className={styles.panel}>
          <button
            ref={markLive}
            type="button"
            className={styles.close}
            aria-label={t`Close documents menu`}
            onClick={() => setOpen(false)}
          >
            <CloseIcon width={22} height={22} />
          </button>
          {children}
        </div>
      </dialog>
    </div>
  );
}
