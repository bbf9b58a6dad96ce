import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { bundleHeadScript } from "../../bin/bundleHeadScripts.mjs";
import { isLeavingPage, PAGE_LEAVING_ATTRIBUTE } from "./pageLeaving";

/** Runs the inline script as a browser would, on a given host. */
function runOn(hostname: string, script: string) {
  const replace = vi.fn();
  new Function("location", script)({ hostname, replace });
  return replace;
}

describe("the host check head script, as built", () => {
  afterEach(() => {
    document.documentElement.removeAttribute(PAGE_LEAVING_ATTRIBUTE);
    document.documentElement.removeAttribute("style");
  });

  let script = "";
  beforeAll(async () => {
    script = await bundleHeadScript("hostCheck", {
      patterns: ["localhost", "*.goldwattle.com"],
      redirectTo: "https://goldwattle.com/register",
    });
  });

  it("leaves an allowed host alone", () => {
    expect(runOn("join.goldwattle.com", script)).not.toHaveBeenCalled();
    expect(isLeavingPage()).toBe(false);
    expect(document.documentElement.style.display).toBe("");
  });

  it("hides the page on a foreign host and replaces it with the register page", () => {
    const replace = runOn("goldwattle.com.evil.example", script);
    expect(replace).toHaveBeenCalledWith("https://goldwattle.com/register");
    expect(isLeavingPage()).toBe(true);
    expect(document.documentElement.style.display).toBe("none");
  });

  it("cannot be closed early by a pattern holding markup", async () => {
    const built = bundleHeadScript("hostCheck", {
      patterns: ["</script><script>alert(1)//"],
      redirectTo: "/",
    });
    await expect(built.then((code) => code.includes("</script>"))).resolves.toBe(false);
  });
});
