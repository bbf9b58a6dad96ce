import type { BrandConfig } from "@gw/ui";

/** A schema.org JSON-LD object. */
export type StructuredData = Record<string, unknown> & { "@type": string | string[] };

export const schemaContext = "https://schema.org";

/**
 * The company behind the site, for the home page: what a search engine shows beside its name.
 * The postal address's middle line reads `{locality} {state} {postcode}` (Australian style).
 */
export function organizationData(brand: BrandConfig, host: string): StructuredData {
  const [street = "", locality = "", country = ""] = brand.address;
  const place = /^(.*)\s+([A-Z]{2,3})\s+(\d{4})$/.exec(locality);
  return {
    "@context": schemaContext,
    "@type": "FinancialService",
    name: brand.name,
    legalName: brand.company,
    url: `https://${host}/`,
    logo: `https://${host}${brand.logo.src}`,
    email: brand.email,
    telephone: brand.phone.tel,
    address: {
      "@type": "PostalAddress",
      streetAddress: street,
      addressLocality: place?.[1] ?? locality,
      addressRegion: place?.[2],
      postalCode: place?.[3],
      addressCountry: country === "Australia" ? "AU" : country,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: brand.phone.tel,
      email: brand.email,
      availableLanguage: ["en", "zh"],
    },
    sameAs: Object.values(brand.socials),
    identifier: { "@type": "PropertyValue", propertyID: "ABN", value: brand.abn },
  };
}

/** Where a document sits: the site, the viewer, the page. */
export function breadcrumbData(
  host: string,
  trail: readonly { name: string; path: string }[],
): StructuredData {
  return {
    "@context": schemaContext,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: `https://${host}${step.path}`,
    })),
  };
}
