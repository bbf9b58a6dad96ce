import { markLive } from "@gw/ui";
import { act, type FormEvent } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { bundleHeadScript } from "../../bin/bundleHeadScripts.mjs";
import { EVENT_CAPTURE_GLOBAL } from "./installEventCapture";
import { replayEvents } from "./replayEvents";
import { takeCapturedEvents } from "./takeCapturedEvents";

// Hydration here runs inside act(), so it has committed when act returns.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let script = "";
beforeAll(async () => {
  script = await bundleHeadScript("eventCapture", { replayModules: [] });
});

/** A form as the site writes one: it says it is live through `markLive`. */
function Form({ onSend }: { onSend: (name: string) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSend(new FormData(event.currentTarget).get("fullName") as string);
  };
  return (
    <form ref={markLive} method="post" onSubmit={submit}>
      <input name="fullName" defaultValue="" />
      <button type="submit" ref={markLive}>
        Send
      </button>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  delete (window as unknown as Record<string, unknown>)[EVENT_CAPTURE_GLOBAL];
});

describe("replaying a submit made before hydration, on a real hydrated form", () => {
  it("waits for the form to be live, then sends what the visitor typed, once", async () => {
    // The page as prerendered, with the head script capturing from the start.
    new Function("window", script)(window);
    const container = document.createElement("div");
    document.body.append(container);
    const onSend = vi.fn();
    container.innerHTML = renderToString(<Form onSend={onSend} />);
    const form = container.querySelector("form")!;
    (form.elements.namedItem("fullName") as HTMLInputElement).value = "Ada Lovelace";
    container.querySelector("button")!.click();

    // The app takes the queue as it starts; the form is not hydrated yet.
    const replayed = replayEvents(window, takeCapturedEvents());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSend).not.toHaveBeenCalled();

    await act(async () => {
      root = hydrateRoot(container, <Form onSend={onSend} />);
    });
    expect(await replayed).toBe(1);
    expect(onSend).toHaveBeenCalledExactlyOnceWith("Ada Lovelace");
  });

  it("marks nothing live in the prerendered page", () => {
    expect(renderToString(<Form onSend={() => {}} />)).not.toContain("data-gw-live");
  });
});
