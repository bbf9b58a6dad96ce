import { Link } from "@tanstack/react-router";
import { useBrand } from "../brand/BrandProvider";
import styles from "./Logo.module.css";

/** The brand's logo linking home; its name is the brand name (the image's alt text). */
export function Logo({ tone = "default" }: { tone?: "default" | "onBand" }) {
  const brand = useBrand();
  return (
    <Link to="/" className={`${styles.logo} ${tone === "onBand" ? styles.onBand : ""}`}>
      <img
        src={brand.logo.src}
        width={brand.logo.width}
        height={brand.logo.height}
        alt={brand.name}
        className={styles.image}
      />
    </Link>
  );
}
