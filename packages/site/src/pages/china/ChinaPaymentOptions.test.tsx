import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { ChinaPaymentOptions } from "./ChinaPaymentOptions";

beforeAll(() => {
  i18n.load("en", {});
  i18n.activate("en");
});

describe("ChinaPaymentOptions", () => {
  it("names the eight payment currencies and both payout providers", () => {
    render(
      <I18nProvider i18n={i18n}>
        <ChinaPaymentOptions />
      </I18nProvider>,
    );
    const section = screen.getByRole("region", { name: "Pay in your currency" });
    const currencies = within(section)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(currencies).toEqual(["AUD", "EUR", "USD", "GBP", "NZD", "CAD", "SGD", "TRY"]);
    expect(section).toHaveTextContent(
      "Your recipient is paid out in CNY through Alipay or WeChat Pay.",
    );
  });
});
