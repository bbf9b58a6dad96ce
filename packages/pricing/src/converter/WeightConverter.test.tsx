import { I18nProvider, i18n } from "@gw/i18n";
import { hydrateAfterVisitor } from "@gw/ui/testing/hydration";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { WeightConverter } from "./WeightConverter";

const converter = (
  <I18nProvider i18n={i18n}>
    <WeightConverter />
  </I18nProvider>
);

function renderConverter() {
  return render(converter);
}

const field = (name: RegExp) => screen.getByRole<HTMLInputElement>("textbox", { name });

describe("WeightConverter", () => {
  beforeEach(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

  it("starts at one troy ounce with every other unit filled in", () => {
    renderConverter();
    expect(field(/troy ounces/i).value).toBe("1");
    expect(field(/^grams/i).value).toBe("31.1");
    expect(field(/kilograms/i).value).toBe("0.0311");
    expect(field(/hong kong gold tael, 37\.429 g/i).value).toBe("0.831");
  });

  it("lets any field be edited and the others follow, formatted for the locale", async () => {
    const user = userEvent.setup();
    renderConverter();
    await user.clear(field(/taels/i));
    await user.type(field(/taels/i), "100");
    expect(field(/taels/i).value).toBe("100");
    expect(field(/^grams/i).value).toBe("3,742.9");
    expect(field(/kilograms/i).value).toBe("3.7429");
    expect(field(/troy ounces/i).value).toBe("120.337");

    await user.clear(field(/kilograms/i));
    await user.type(field(/kilograms/i), "1");
    expect(field(/troy ounces/i).value).toBe("32.1507");
    expect(screen.getByRole("status")).toHaveTextContent(
      "32.1507 Troy ounces (oz t) = 1,000 Grams (g) = 1 Kilograms (kg)",
    );
  });

  it("converts a weight typed before the page was live as soon as it is", async () => {
    await hydrateAfterVisitor(converter, () => {
      field(/kilograms/i).value = "1";
    });
    expect(field(/kilograms/i).value).toBe("1");
    expect(field(/troy ounces/i).value).toBe("32.1507");
    expect(field(/^grams/i).value).toBe("1,000");
    expect(field(/taels/i).value).toBe("26.7173");
    expect(screen.getByRole("status")).toHaveTextContent(
      "32.1507 Troy ounces (oz t) = 1,000 Grams (g) = 1 Kilograms (kg)",
    );
  });

  it("marks text that is not a number as invalid and says so in the live result", async () => {
    const user = userEvent.setup();
    renderConverter();
    await user.clear(field(/^grams/i));
    await user.type(field(/^grams/i), "abc");
    expect(field(/^grams/i)).toHaveAttribute("aria-invalid", "true");
    expect(field(/troy ounces/i).value).toBe("");
    expect(screen.getByRole("status")).toHaveTextContent("Enter a weight as a number");
  });
});
