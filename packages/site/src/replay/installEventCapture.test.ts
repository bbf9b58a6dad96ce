import { gzipSync } from "node:zlib";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  LIVE_ATTRIBUTE,
  SCRIPT_ENABLED_ATTRIBUTE,
  SCRIPT_NEEDED_ATTRIBUTE,
} from "@gw/ui/script-needed";
import { bundleHeadScript } from "../../bin/bundleHeadScripts.mjs";
import { EVENT_CAPTURE_GLOBAL, SCRIPT_WAIT_MS } from "./installEventCapture";
import { replayEvents } from "./replayEvents";
import { takeCapturedEvents } from "./takeCapturedEvents";

let script = "";
beforeAll(async () => {
  script = await bundleHeadScript("eventCapture", {
    replayModules: ["/assets/replayEvents-abc.js"],
  });
});

/** Runs the built head script, as the page's <head> does. */
function installFromScript() {
  new Function("window", script)(window);
}

/** What the app's `markLive` sets once it has committed an element with its handlers. */
function markHydrated(...elements: Element[]) {
  for (const element of elements) element.setAttribute(LIVE_ATTRIBUTE, "");
}

/** What the app does once it is live: ends the capture and replays its queue. */
const replayCapturedEvents = () => replayEvents(window, takeCapturedEvents());

function page() {
  document.body.innerHTML = `
    <form id="contact"><input name="fullName" value="" /><button type="submit" id="send">Submit</button>
      <p ${SCRIPT_NEEDED_ATTRIBUTE} hidden>needs JavaScript</p></form>
    <button type="button" id="menu">Open menu</button>
    <a href="#elsewhere" id="link">Elsewhere</a>`;
  return {
    form: document.getElementById("contact") as HTMLFormElement,
    send: document.getElementById("send") as HTMLButtonElement,
    menu: document.getElementById("menu") as HTMLButtonElement,
    notice: document.querySelector(`[${SCRIPT_NEEDED_ATTRIBUTE}]`) as HTMLElement,
  };
}

describe("event capture before hydration", () => {
  it("is small enough to inline in every page", () => {
    expect(gzipSync(script).length).toBeLessThan(1024);
  });

  beforeEach(() => installFromScript());
  afterEach(async () => {
    markHydrated(...document.querySelectorAll("form, button"));
    await replayCapturedEvents();
    delete (window as unknown as Record<string, unknown>)[EVENT_CAPTURE_GLOBAL];
    document.head.innerHTML = "";
    vi.useRealTimers();
  });

  it("stops a submit from going out natively and keeps what was typed", () => {
    const { form, send } = page();
    const input = form.elements.namedItem("fullName") as HTMLInputElement;
    input.value = "Ada Lovelace";
    const later = vi.fn((event: Event) => event.defaultPrevented);
    document.body.addEventListener("submit", later);
    send.click();
    expect(later).not.toHaveBeenCalled();
    expect(input.value).toBe("Ada Lovelace");
  });

  it("replays a submit and a button click once, in order, then lets events through", async () => {
    const { form, send, menu } = page();
    const seen: string[] = [];
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      seen.push(`submit by ${(event as SubmitEvent).submitter?.id ?? "none"}`);
    });
    menu.addEventListener("click", () => seen.push("menu"));
    send.click();
    send.click();
    menu.click();
    expect(seen).toEqual([]);

    markHydrated(form, send, menu);
    expect(await replayCapturedEvents()).toBe(2);
    expect(seen).toEqual(["submit by send", "menu"]);
    expect(await replayCapturedEvents()).toBe(0);
    menu.click();
    expect(seen).toEqual(["submit by send", "menu", "menu"]);
  });

  it("asks for the replay's modules at the first event queued, and only then", async () => {
    const { send, menu } = page();
    const replayModules = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute("href"),
      );
    expect(replayModules()).toEqual([]);
    send.click();
    menu.click();
    expect(replayModules()).toEqual(["/assets/replayEvents-abc.js"]);
  });

  it("leaves links and clicks outside buttons alone", async () => {
    page();
    const link = document.getElementById("link")!;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(await replayCapturedEvents()).toBe(0);
  });

  it("finds an element the app re-rendered by its place in the page", async () => {
    const { menu } = page();
    menu.click();
    const fresh = menu.cloneNode(true) as HTMLButtonElement;
    const clicked = vi.fn();
    fresh.addEventListener("click", clicked);
    menu.replaceWith(fresh);
    markHydrated(fresh);
    await replayCapturedEvents();
    expect(clicked).toHaveBeenCalledOnce();
  });

  it("waits for a part of the page that hydrates later", async () => {
    const { form, send } = page();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener("submit", submitted);
    send.click();
    const replay = replayCapturedEvents();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(submitted).not.toHaveBeenCalled();
    markHydrated(form, send);
    expect(await replay).toBe(1);
    expect(submitted).toHaveBeenCalledOnce();
  });

  it("never lets a replayed submit go out natively, even if nothing handles it", async () => {
    const { form, send } = page();
    send.click();
    markHydrated(form, send);
    const seen: boolean[] = [];
    window.addEventListener("submit", (event) =>
      queueMicrotask(() => seen.push(event.defaultPrevented)),
    );
    await replayCapturedEvents();
    await Promise.resolve();
    expect(seen).toEqual([true]);
  });

  it("says the form needs JavaScript when the app does not arrive in time", () => {
    vi.useFakeTimers();
    const { send, notice } = page();
    send.click();
    expect(notice.hidden).toBe(true);
    vi.advanceTimersByTime(SCRIPT_WAIT_MS);
    expect(notice.hidden).toBe(false);
  });

  it("says so at once when a script fails to load", () => {
    const { send, notice } = page();
    send.click();
    const script = document.createElement("script");
    document.head.append(script);
    script.dispatchEvent(new Event("error"));
    expect(notice.hidden).toBe(false);
  });
});

describe("submit buttons prerendered disabled", () => {
  afterEach(() => {
    delete (document as { readyState?: unknown }).readyState;
    delete (window as unknown as Record<string, unknown>)[EVENT_CAPTURE_GLOBAL];
  });

  it("are enabled once the page is parsed, and then captured like any submit", () => {
    // As in a page's <head>: the script runs while the document is still being parsed.
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    installFromScript();
    document.body.innerHTML = `<form id="f"><button id="go" ${SCRIPT_ENABLED_ATTRIBUTE} disabled>Go</button></form>
      <button id="other" disabled>Other</button>`;
    const go = document.getElementById("go") as HTMLButtonElement;
    expect(go.disabled).toBe(true);
    Object.defineProperty(document, "readyState", { value: "interactive", configurable: true });
    document.dispatchEvent(new Event("readystatechange"));
    expect(go.disabled).toBe(false);
    expect((document.getElementById("other") as HTMLButtonElement).disabled).toBe(true);
    const native = vi.fn();
    window.addEventListener("submit", native);
    go.click();
    expect(native).not.toHaveBeenCalled();
    window.removeEventListener("submit", native);
    (window as unknown as Record<string, { take(): unknown[] }>)[EVENT_CAPTURE_GLOBAL]!.take();
  });
});
