import { t } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { pageCatalogsLoader } from "../../app/pageCatalogsLoader";
import { pageCatalogs } from "../../app/siteCatalogs";
import { pageHead } from "../../pageHead/pageHead";
import { ContactPageView } from "./ContactPageView";

/** The contact page: `/contact-us` (also linked as `/contact-us/`) on the main and VIP sites. */
export const Route = createFileRoute("/contact-us")({
  staticData: { pageView: { page: "Contact" } },
  head: pageHead(({ brand }) => {
    const brandName = brand.name;
    return {
      title: t`Contact Us`,
      description: t`Contact the ${brandName} team by phone, e-mail or the contact form. We answer questions about buying, storing and transferring physical gold and silver.`,
    };
  }),
  loader: pageCatalogsLoader(pageCatalogs.sitePages, pageCatalogs.forms),
  component: ContactPageView,
});
