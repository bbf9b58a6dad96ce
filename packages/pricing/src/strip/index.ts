// The home page's strip, apart from the rest of @gw/pricing so the home page loads only it.
export { HomePriceStrip } from "./HomePriceStrip";
