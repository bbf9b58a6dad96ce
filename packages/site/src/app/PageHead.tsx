import { HeadContent } from "@tanstack/react-router";
import { useLayoutEffect, useState } from "react";
import { createPortal } from "react-dom";
import { pageHeadElements } from "../pageHead/pageHead";

/**
 * The page's head in the browser: the routes' `head` (title, description, link preview,
 * canonical and language addresses, structured data) rendered by the router into <head>, as the
 * prerenderer rendered it, and kept in step with every client navigation. Mounted once the app
 * is live (the hydrated `#root` holds no head tags); the tags it finds (the prerendered page's,
 * or another page's where this file answered a different address) give way to the router's.
 */
export function PageHead() {
  const [prerendered] = useState(() => pageHeadElements(document));
  useLayoutEffect(() => {
    for (const element of prerendered) element.remove();
  }, [prerendered]);
  return createPortal(<HeadContent />, document.head);
}
