// A link preview image (1200 x 630) for one brand, language and title, drawn at build time from
// the brand's colours and logo: an SVG rendered to PNG by resvg. Text uses the machine's fonts
// (CJK needs one installed, e.g. Debian's fonts-wqy-microhei; see docs/deploy.md).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";

const PREVIEW_WIDTH = 1200;
const PREVIEW_HEIGHT = 630;

/** @param {string} text */
const escapeXml = (text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Breaks a title into lines of at most `max` characters (CJK by character, else by word).
 * @param {string} title
 * @param {number} max
 */
function titleLines(title, max) {
  const cjk = /[\u3000-\u9fff]/.test(title);
  const units = cjk ? [...title] : title.split(" ");
  /** @type {string[]} */
  const lines = [];
  let line = "";
  for (const unit of units) {
    const next = line ? (cjk ? line + unit : `${line} ${unit}`) : unit;
    if (next.length > max && line) {
      lines.push(line);
      line = unit;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

/**
 * @param {import("@gw/ui").BrandConfig} brand
 * @param {import("../../src/pageHead/previewImage.ts").PreviewImage} preview
 * @param {string} logoSvg
 */
function previewSvg(brand, preview, logoSvg) {
  const { theme } = brand;
  const { cjk } = preview;
  const lines = titleLines(preview.title, cjk ? 16 : 26);
  const size = cjk ? 68 : 72;
  const fonts = cjk
    ? "'Noto Sans CJK SC', 'WenQuanYi Micro Hei', 'PingFang SC', sans-serif"
    : "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
  const scale = 72 / brand.logo.height;
  // Nested inline (not as an <image>), so the logo's own text is drawn with the same fonts.
  const logo = logoSvg
    .replace(/<\?xml[^>]*>/, "")
    .replace(/<svg\b([^>]*?)\s(width|height)="[^"]*"/g, "<svg$1")
    .replace(/<svg\b([^>]*?)\s(width|height)="[^"]*"/g, "<svg$1")
    .replace(
      "<svg",
      `<svg x="104" y="104" width="${Math.round(brand.logo.width * scale)}" height="72"`,
    );
  const text = lines
    .map(
      (line, index) =>
        `<text x="80" y="${300 + index * (size + 18)}" font-size="${size}" font-weight="700" fill="${theme.onBand}" font-family="${fonts}">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">
  <rect width="100%" height="100%" fill="${theme.band}"/>
  <rect x="0" y="${PREVIEW_HEIGHT - 24}" width="100%" height="24" fill="${theme.accent}"/>
  <rect x="80" y="80" width="${Math.round(brand.logo.width * scale) + 48}" height="120" rx="20" fill="${theme.surface}"/>
  ${logo}
  ${text}
  <text x="80" y="${PREVIEW_HEIGHT - 64}" font-size="30" fill="${theme.accent}" font-family="${fonts}">${escapeXml(brand.domains.site)}</text>
</svg>`;
}

/**
 * The PNG for one preview; `dist` holds the built logo.
 * @param {import("@gw/ui").BrandConfig} brand
 * @param {import("../../src/pageHead/previewImage.ts").PreviewImage} preview
 * @param {string} dist
 */
export async function renderPreviewImage(brand, preview, dist) {
  const logoSvg = await readFile(join(dist, brand.logo.src.replace(/^\//, "")), "utf8");
  const resvg = new Resvg(previewSvg(brand, preview, logoSvg), {
    fitTo: { mode: "width", value: PREVIEW_WIDTH },
    font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" },
  });
  return resvg.render().asPng();
}
