import { Link } from "@tanstack/react-router";
import type { ComponentProps, ReactNode } from "react";

type SiteLinkProps = Omit<ComponentProps<"a">, "href"> & {
  href: string;
  children: ReactNode;
};

/** Same-site paths navigate in the app; anything absolute is an ordinary link. */
export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  if (isAppPath(href)) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

function isAppPath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}
