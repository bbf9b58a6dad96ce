import { Link } from "@tanstack/react-router";
import type { TocCategory } from "../documentTypes";
import styles from "./DocSidebar.module.css";

interface DocSidebarProps {
  /** The viewer's title, e.g. About Us or Legal Documents. */
  title: string;
  categories: readonly TocCategory[];
  currentPage: string;
}

/**
 * The table of contents: categories with their pages, the current one marked. Each link is the
 * section's own route (`.`) with another page, so the viewer names no route of any host.
 */
export function DocSidebar({ title, categories, currentPage }: DocSidebarProps) {
  return (
    <nav aria-label={title} className={styles.sidebar}>
      <p className={styles.title}>{title}</p>
      {categories.map((category) => (
        <div key={category.label} className={styles.category}>
          <p className={styles.categoryLabel}>{category.label}</p>
          <ul className={styles.pages}>
            {category.pages.map((page) => {
              const current = page.id === currentPage;
              return (
                <li key={page.id}>
                  <Link
                    to="."
                    params={{ _splat: page.id }}
                    // The viewer scrolls smoothly to the top itself.
                    resetScroll={false}
                    activeOptions={{ exact: true, includeHash: false }}
                    aria-current={current ? "page" : undefined}
                    className={current ? `${styles.link} ${styles.current}` : styles.link}
                  >
                    {page.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
