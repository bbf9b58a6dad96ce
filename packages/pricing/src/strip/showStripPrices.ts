/**
 * Fetches and paints the strip's prices. A hop of its own with no static imports, so the home
 * page's code carries a bare `import()` rather than a preload list for code it only needs when the
 * visitor arrives from another page (every byte of the home page counts against its budget).
 */
export async function showStripPrices(root: Element | null): Promise<void> {
  const { paintStripPrices } = await import("./paintStripPrices");
  await paintStripPrices(root);
}
