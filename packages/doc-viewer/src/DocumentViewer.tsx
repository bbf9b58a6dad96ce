import type { DocumentBase } from "./documentPath";
import { SiteLayout } from "@gw/ui";
import type { ReactNode } from "react";
import { DocumentArticle } from "./article/DocumentArticle";
import { DocumentLoading } from "./DocumentLoading";
import type { CompiledPage, TocCategory } from "./documentTypes";
import { DocMobileMenu } from "./navigation/DocMobileMenu";
import { DocPaginator } from "./navigation/DocPaginator";
import { DocSidebar } from "./navigation/DocSidebar";
import { BackToTop } from "./scroll/BackToTop";
import { useDocumentScroll } from "./scroll/useDocumentScroll";
import { pageNeighbours } from "./tableOfContents";
import styles from "./DocumentViewer.module.css";

export interface DocumentViewerProps {
  /** The viewer's title (About Us, Legal Documents). */
  title: string;
  base: DocumentBase;
  pageId: string;
  section: string | null;
  hash: string;
  categories: readonly TocCategory[] | null;
  page: CompiledPage;
  /** `?embedded=true`: the article and its previous/next links, without the site's layout. */
  embedded?: boolean;
  /**
   * Another page of this document on its way: it shows `Loading document...` in place of the
   * article at once. The viewer stays mounted, so it still scrolls to the top when that page comes.
   */
  loadingPageId?: string | null;
}

/** A document with its table of contents, previous/next links and back-to-top. */
export function DocumentViewer(props: DocumentViewerProps) {
  const { base, pageId, section, hash, page, embedded } = props;
  useDocumentScroll(pageId, section, hash);
  const loading = props.loadingPageId != null && props.loadingPageId !== pageId;
  const article = loading ? (
    <DocumentLoading />
  ) : (
    <DocumentArticle page={page} base={base} pageId={pageId} embedded={embedded} />
  );
  const neighbours = pageNeighbours(props.categories, pageId);
  const paginator = loading ? null : <DocPaginator {...neighbours} embedded={embedded} />;
  if (embedded) {
    return (
      <main className={styles.embedded}>
        {article}
        {paginator}
      </main>
    );
  }
  return (
    <DocumentFrame {...props} pageId={loading ? (props.loadingPageId ?? pageId) : pageId}>
      {article}
      {paginator}
    </DocumentFrame>
  );
}

/** Layout, sidebar and mobile menu around the article (or around the loading indicator). */
export function DocumentFrame({
  title,
  pageId,
  categories,
  children,
}: Pick<DocumentViewerProps, "title" | "pageId" | "categories"> & {
  children: ReactNode;
}) {
  const sidebar = categories ? (
    <DocSidebar title={title} categories={categories} currentPage={pageId} />
  ) : null;
  return (
    <SiteLayout>
      <div className={`gw-container ${styles.viewer}`}>
        {sidebar ? <aside className={styles.sidebar}>{sidebar}</aside> : null}
        <div className={styles.content}>
          {categories ? (
            <DocMobileMenu closeKey={pageId}>
              <DocSidebar title={title} categories={categories} currentPage={pageId} />
            </DocMobileMenu>
          ) : null}
          {children}
        </div>
      </div>
      <BackToTop />
    </SiteLayout>
  );
}
