import type { SpotView } from "./spotView";

const START_TAG = /<([a-z][a-z0-9-]*)(\s[^>]*)?>/g;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The value of an attribute in a start tag's attribute text, or null when it has none. */
function attribute(attributes: string, name: string): string | null {
  const found = new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s/]|$)`).exec(attributes);
  return found ? (found[1] ?? "") : null;
}

/**
 * A prerendered page with a spot view written into its markup, as `paintSpot` writes it into the
 * parsed page: each empty `data-spot` slot's text, the `data-spot-if` notes that apply shown, each
 * `data-spot-dir` element's direction, and on each `data-spot-root` the currency and time. For the
 * host, which answers a page with today's prices in it: they are then on screen with the page's
 * first paint, and there without scripts. The markup is the prerenderer's own, so its shape is known:
 * double-quoted attributes, slots rendered empty.
 */
export function fillSpotHtml(html: string, view: SpotView): string {
  return html.replace(
    START_TAG,
    (tag, name: string, attributes: string | undefined, at: number) => {
      if (!attributes || !attributes.includes(" data-spot")) return tag;
      let filled = attributes;
      const note = attribute(attributes, "data-spot-if");
      if (note !== null && view.on[note])
        filled = filled.replace(/\shidden(?:="[^"]*")?(?=[\s/]|$)/, "");
      const metal = attribute(attributes, "data-spot-dir");
      const direction = metal !== null ? view.dir[metal] : undefined;
      if (direction) filled += ` data-dir="${direction}"`;
      if (attribute(attributes, "data-spot-root") !== null) {
        filled += ` data-spot-currency="${escapeHtml(view.currency)}" data-spot-as-of="${escapeHtml(view.asOf)}"`;
      }
      const slot = attribute(attributes, "data-spot");
      const text = slot !== null ? view.text[slot] : undefined;
      const empty = html.startsWith(`</${name}>`, at + tag.length);
      return `<${name}${filled}>${text && empty ? escapeHtml(text) : ""}`;
    },
  );
}
