import { company } from "@gw/content/company";
import { mailBrands, mailCompany } from "api/mail-brands";
import { brand as cny } from "cny/brand";
import { brand as main } from "main/brand";
import { brand as register } from "register/brand";
import { brand as vip } from "vip/brand";
import { describe, expect, it } from "vitest";

/** Every site app's brand config, and the brand the API e-mails as for its hosts. */
const siteBrands = { main, vip, cny, register };

/**
 * The API is an app too: it keeps its own per-brand facts for e-mail (name, support address,
 * domains), and they must say what the sites say. The company's facts come from one data file.
 */
describe("brand facts", () => {
  it.each(Object.entries(siteBrands))(
    "the API e-mails for the %s app's hosts with that app's name, support address and domains",
    (_, brand) => {
      const mail = mailBrands[brand.id as keyof typeof mailBrands];
      expect(mail, `no mail brand "${brand.id}"`).toBeDefined();
      expect({ name: mail.name, email: mail.supportEmail, domains: mail.domains }).toEqual({
        name: brand.name,
        email: brand.email,
        domains: brand.domains,
      });
    },
  );

  it.each(Object.entries(siteBrands))(
    "the %s app states the company's facts from @gw/content",
    (_, brand) => {
      const { company: name, abn, address, mapsUrl, trust } = brand;
      expect({ company: name, abn, address, mapsUrl, trust }).toEqual(company);
      expect(mailCompany).toEqual(company);
    },
  );

  it("every mail brand belongs to a site app", () => {
    const siteIds = new Set(Object.values(siteBrands).map((brand) => brand.id));
    expect(Object.keys(mailBrands).filter((id) => !siteIds.has(id))).toEqual([]);
  });
});
