import { LOCALE_PENDING_CLASS } from "@gw/i18n";
import { SiteToaster } from "@gw/ui";
import { Outlet } from "@tanstack/react-router";
import { useLayoutEffect } from "react";
import { DocumentHead } from "./DocumentHead";
import "@gw/ui/global.css";

/** The root route: head management, the page, the toasts, and lifting the language gate once rendered. */
export function SiteRoot() {
  useLayoutEffect(() => {
    document.documentElement.classList.remove(LOCALE_PENDING_CLASS);
  }, []);
  return (
    <>
      <DocumentHead />
      <Outlet />
      <SiteToaster />
    </>
  );
}
