import { t } from "@lingui/core/macro";
import { lazyRouteComponent } from "@tanstack/react-router";
import { pageHead } from "../../app/pageHead";
import { pageCatalogs } from "../../app/siteCatalogs";
import { withCatalogs } from "../../app/withCatalogs";

/** The contact page: `/contact-us` (also linked as `/contact-us/`) on the main and VIP sites. */
export const contactPage = {
  head: pageHead((brand) => {
    const brandName = brand.name;
    return {
      title: t`Contact Us`,
      description: t`Contact the ${brandName} team by phone, e-mail or the contact form. We answer questions about buying, storing and transferring physical gold and silver.`,
    };
  }),
  component: lazyRouteComponent(
    () => withCatalogs(import("./ContactRoute"), [pageCatalogs.forms]),
    "ContactRoute",
  ),
};
