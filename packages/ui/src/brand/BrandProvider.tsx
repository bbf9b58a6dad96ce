import { createContext, useContext, type ReactNode } from "react";
import type { BrandConfig } from "@gw/brands";

const BrandContext = createContext<BrandConfig | null>(null);

export function BrandProvider({ brand, children }: { brand: BrandConfig; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): BrandConfig {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error("useBrand needs a BrandProvider above it");
  return brand;
}
