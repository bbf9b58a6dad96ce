import { t } from "@lingui/core/macro";
import { pageHead } from "../../pageHead/pageHead";
import { lazyPage } from "../../app/lazyPage";
import { pageCatalogs } from "../../app/siteCatalogs";

/** The contact page: `/contact-us` (also linked as `/contact-us/`) on the main and VIP sites. */
export const contactPage = {
  staticData: { pageView: { page: "Contact" } },
  head: pageHead(({ brand }) => {
    const brandName = brand.name;
    return {
      title: t`Contact Us`,
      description: t`Contact the ${brandName} team by phone, e-mail or the contact form. We answer questions about buying, storing and transferring physical gold and silver.`,
    };
  }),
  component: lazyPage(() => import("./ContactRoute"), "ContactRoute", [
    pageCatalogs.sitePages,
    pageCatalogs.forms,
  ]),
};
