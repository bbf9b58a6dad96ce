import type { TocCategory, TocPage } from "./documentTypes";

/** Every page in document order, across categories. */
export function flattenToc(categories: readonly TocCategory[] | null): TocPage[] {
  return (categories ?? []).flatMap((category) => category.pages);
}

export interface PageNeighbours {
  previous: TocPage | null;
  next: TocPage | null;
}

/** The pages before and after one page in document order (none at either end). */
export function pageNeighbours(
  categories: readonly TocCategory[] | null,
  pageId: string,
): PageNeighbours {
  const pages = flattenToc(categories);
  const index = pages.findIndex((page) => page.id === pageId);
  if (index < 0) return { previous: null, next: null };
  return { previous: pages[index - 1] ?? null, next: pages[index + 1] ?? null };
}
