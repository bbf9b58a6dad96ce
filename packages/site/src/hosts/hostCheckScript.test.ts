import { afterEach, describe, expect, it, vi } from "vitest";
import { isLeavingPage, PAGE_LEAVING_ATTRIBUTE } from "../head/pageLeaving";
import { hostCheckScript } from "./hostCheckScript";

/** Runs the inline script as a browser would, on a given host. */
function runOn(hostname: string, script: string) {
  const replace = vi.fn();
  new Function("location", script)({ hostname, replace });
  return replace;
}

describe("hostCheckScript", () => {
  afterEach(() => {
    document.documentElement.removeAttribute(PAGE_LEAVING_ATTRIBUTE);
    document.documentElement.removeAttribute("style");
  });

  const script = hostCheckScript(
    ["localhost", "*.goldwattle.com"],
    "https://goldwattle.com/register",
  );

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

  it("cannot be closed early by a pattern holding markup", () => {
    expect(hostCheckScript(["</script><script>alert(1)//"], "/")).not.toContain("</script>");
  });
});
