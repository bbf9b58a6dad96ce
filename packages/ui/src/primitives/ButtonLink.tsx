import type { ReactNode } from "react";
import { SiteLink } from "./SiteLink";
import styles from "./Button.module.css";

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: "primary" | "secondary" | "onBand";
  size?: "md" | "lg";
}

/** A link styled as a button: calls to action that go somewhere. */
export function ButtonLink({ href, children, variant = "primary", size = "md" }: ButtonLinkProps) {
  return (
    <SiteLink href={href} className={`${styles.button} ${styles[variant]} ${styles[size]}`}>
      {children}
    </SiteLink>
  );
}
