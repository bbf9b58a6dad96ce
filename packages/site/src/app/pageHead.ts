import type { BrandConfig } from "@gw/ui";

export interface PageHead {
  title: string;
  description: string;
}

type HeadMeta = { title?: string; name?: string; content?: string } | undefined;

/** A route's `head` option from a page's title and description: `{title} | {brand}`. */
export function pageHead(resolve: (brand: BrandConfig) => PageHead) {
  return ({ match }: { match: { context: unknown } }) => {
    const { brand } = match.context as { brand: BrandConfig };
    const { title, description } = resolve(brand);
    return {
      meta: [
        { title: title === brand.name ? title : `${title} | ${brand.name}` },
        { name: "description", content: description },
      ],
    };
  };
}

/** The deepest route's title and description; used by the prerenderer and the client. */
export function headFromMatches(matches: readonly { meta?: HeadMeta[] }[]): PageHead | null {
  for (let index = matches.length - 1; index >= 0; index--) {
    const meta = matches[index]?.meta;
    if (!meta) continue;
    const title = meta.find((entry) => entry?.title)?.title;
    const description = meta.find((entry) => entry?.name === "description")?.content;
    if (title) return { title, description: description ?? "" };
  }
  return null;
}
