import { i18n } from "@lingui/core";
import { describe, expect, it, vi } from "vitest";
import { activateLocale, loadCatalogs, type CatalogLoader } from "./activateLocale";

const catalog = (messages: Record<string, string>): CatalogLoader => vi.fn(async () => messages);

describe("activateLocale and loadCatalogs", () => {
  it("activates the locale with the shell's catalogs, then adds a page's on demand", async () => {
    const shell = catalog({ shellId: "外壳" });
    const page = catalog({ pageId: "页面" });
    await activateLocale("zh", [shell]);
    expect(i18n.locale).toBe("zh");
    expect(i18n._("shellId")).toBe("外壳");
    expect(i18n._("pageId")).toBe("pageId");

    await loadCatalogs([shell, page]);
    expect(i18n._("pageId")).toBe("页面");
    expect(i18n._("shellId")).toBe("外壳");
    expect(shell).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledWith("zh");
  });

  it("does not fetch a catalog twice or wake the app when nothing new is loaded", async () => {
    const page = catalog({ againId: "再次" });
    await activateLocale("zh", []);
    await loadCatalogs([page]);
    const changed = vi.fn();
    const stop = i18n.on("change", changed);
    await loadCatalogs([page]);
    stop();
    expect(page).toHaveBeenCalledTimes(1);
    expect(changed).not.toHaveBeenCalled();
  });

  it("shares one fetch between callers and tries again after a failure", async () => {
    await activateLocale("en", []);
    let attempt = 0;
    const flaky: CatalogLoader = vi.fn(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error("offline");
      return { flakyId: "Back" };
    });
    await expect(Promise.all([loadCatalogs([flaky]), loadCatalogs([flaky])])).rejects.toThrow(
      "offline",
    );
    expect(flaky).toHaveBeenCalledTimes(1);
    await loadCatalogs([flaky]);
    expect(i18n._("flakyId")).toBe("Back");
  });
});
