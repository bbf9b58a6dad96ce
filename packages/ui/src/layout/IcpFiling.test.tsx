import { i18n } from "@gw/i18n";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { IcpFiling, IcpFilingProvider } from "./IcpFiling";

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

function renderWith(license: string | undefined) {
  return render(
    <I18nProvider i18n={i18n}>
      <IcpFilingProvider license={license}>
        <p data-testid="line">
          <IcpFiling />
        </p>
      </IcpFilingProvider>
    </I18nProvider>,
  );
}

describe("IcpFiling", () => {
  it("links the filing number to the MIIT register", () => {
    renderWith("沪ICP备00000000号-1");
    const link = screen.getByRole("link", { name: "沪ICP备00000000号-1" });
    expect(link).toHaveAttribute("href", "https://beian.miit.gov.cn/");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByTestId("line")).toHaveTextContent("ICP filing 沪ICP备00000000号-1");
  });

  it("shows nothing without a number (every host but a mainland-served China host)", () => {
    renderWith(undefined);
    expect(screen.getByTestId("line")).toBeEmptyDOMElement();
    renderWith("");
    expect(screen.queryByRole("link")).toBeNull();
  });
});
