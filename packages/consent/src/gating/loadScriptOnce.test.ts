import { afterEach, describe, expect, it } from "vitest";
import { loadScriptOnce, resetScriptRequests } from "./loadScriptOnce";

const src = "https://charts.example/widget.js";
const scripts = () => document.head.querySelectorAll(`script[src="${src}"]`);

afterEach(() => {
  resetScriptRequests();
  document.head.innerHTML = "";
});

describe("loadScriptOnce", () => {
  it("requests the script once however often it is asked for", async () => {
    const first = loadScriptOnce(src);
    const second = loadScriptOnce(src);
    expect(scripts()).toHaveLength(1);
    scripts()[0]!.dispatchEvent(new Event("load"));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    await loadScriptOnce(src);
    expect(scripts()).toHaveLength(1);
  });

  it("fails every caller when the script cannot load, without asking again", async () => {
    const first = loadScriptOnce(src);
    scripts()[0]!.dispatchEvent(new Event("error"));
    await expect(first).rejects.toThrow(/Could not load/);
    await expect(loadScriptOnce(src)).rejects.toThrow(/Could not load/);
    expect(scripts()).toHaveLength(0);
  });
});
