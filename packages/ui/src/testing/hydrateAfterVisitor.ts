import { act } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { onTestFinished } from "vitest";

/**
 * The window before the app arrives, in a unit test: `element` is rendered to HTML as the
 * prerenderer does, the visitor acts on that page while it has no handlers, then the same
 * element hydrates it. Resolves with the page once hydrated.
 */
export async function hydrateAfterVisitor(
  element: ReactElement,
  visitor: (page: HTMLElement) => void,
): Promise<HTMLElement> {
  const page = document.createElement("div");
  page.innerHTML = renderToString(element);
  document.body.append(page);
  visitor(page);
  const root = await act(async () => hydrateRoot(page, element));
  onTestFinished(() => {
    act(() => root.unmount());
    page.remove();
  });
  return page;
}
