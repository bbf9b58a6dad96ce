import { useBrand } from "@gw/ui";
import { useMemo } from "react";
import { brandPlaceholderValues, fillTreePlaceholders } from "../brandPlaceholders";
import type { CompiledPage } from "../documentTypes";
import { DocumentContext } from "./DocumentContext";
import { HastContent } from "./HastContent";
import styles from "./DocumentArticle.module.css";

/** One document's body, with the brand filled in and links rewritten for this viewer. */
export function DocumentArticle({
  page,
  base,
  pageId,
  embedded = false,
}: {
  page: CompiledPage;
  base: string;
  pageId: string;
  embedded?: boolean;
}) {
  const brand = useBrand();
  const tree = useMemo(
    () => fillTreePlaceholders(page.tree, brandPlaceholderValues(brand, page.lang)),
    [page.tree, page.lang, brand],
  );
  const location = useMemo(() => ({ base, pageId, embedded }), [base, pageId, embedded]);
  return (
    <DocumentContext.Provider value={location}>
      <article className={styles.article} lang={page.lang}>
        <HastContent tree={tree} />
      </article>
    </DocumentContext.Provider>
  );
}
