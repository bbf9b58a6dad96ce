/** The Australian Business Register's public lookup page for an ABN. */
export function abnLookupUrl(abn: string): string {
  return `https://abr.business.gov.au/ABN/View?abn=${abn.replace(/\D/g, "")}`;
}

/** `51824753556` → `51 824 753 556`, the way an ABN is printed. */
export function formatAbn(abn: string): string {
  const digits = abn.replace(/\D/g, "");
  return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3 $4");
}
