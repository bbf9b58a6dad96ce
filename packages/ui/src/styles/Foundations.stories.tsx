import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { useBrand } from "../brand/BrandProvider";
import { brandThemeCss } from "../brand/brandThemeCss";
import globalCss from "./global.css?raw";

// Everything here is read from the tokens themselves: the brand's colours as brandThemeCss
// writes them into each page, and the custom properties global.css declares on :root. A token
// added or changed there shows up here without touching this file.

/** `--name: value` pairs of a CSS declaration block. */
function customProperties(block: string): [string, string][] {
  return [...block.matchAll(/(--[\w-]+)\s*:\s*([^;]+)/g)].map(([, name, value]) => [
    name!,
    value!.replace(/\s+/g, " ").trim(),
  ]);
}

const rootBlock = /:root\s*\{([^}]*)\}/.exec(globalCss)?.[1] ?? "";
const globalTokens = customProperties(rootBlock);

const cell = { padding: "8px 12px", textAlign: "start", verticalAlign: "middle" } as const;

function Colours() {
  const brand = useBrand();
  const colours = customProperties(brandThemeCss(brand.theme));
  return (
    <section aria-labelledby="colours">
      <h2 id="colours">Colours ({brand.name})</h2>
      <ul
        style={{
          display: "grid",
          gridTemplateColumns: "repeat(auto-fill, minmax(11rem, 1fr))",
          gap: 16,
          padding: 0,
          listStyle: "none",
        }}
      >
        {colours.map(([name, value]) => (
          <li key={name}>
            <div
              style={{
                height: 64,
                borderRadius: "var(--gw-radius-sm)",
                background: `var(${name})`,
                border: "1px solid color-mix(in srgb, var(--gw-ink) 20%, transparent)",
              }}
            />
            <code>{name}</code>
            <br />
            <code>{value}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TypeScale() {
  return (
    <section aria-labelledby="type">
      <h2 id="type">Type scale</h2>
      <p>
        Font stack: <code>var(--gw-font)</code>, body 1rem / 1.6; headings 1.2.
      </p>
      <div>
        <p style={{ font: "bold 2em/1.2 var(--gw-font)", margin: "0 0 0.5em" }}>Heading 1 金价</p>
        <p style={{ font: "bold 1.5em/1.2 var(--gw-font)", margin: "0 0 0.5em" }}>Heading 2 金价</p>
        <p style={{ font: "bold 1.17em/1.2 var(--gw-font)", margin: "0 0 0.5em" }}>
          Heading 3 金价
        </p>
        <p>Body text: buy, store and transfer physical gold. 购买、存储和转让实物黄金。</p>
        <p style={{ fontSize: "0.875rem", color: "var(--gw-ink-muted)" }}>Small muted text</p>
      </div>
    </section>
  );
}

function Preview({ name, value }: { name: string; value: string }) {
  const box = { width: 48, height: 48, background: "var(--gw-surface-raised)" } as const;
  if (name.includes("radius"))
    return <div style={{ ...box, borderRadius: value, border: "2px solid var(--gw-accent)" }} />;
  if (name.includes("shadow")) return <div style={{ ...box, boxShadow: value }} />;
  if (/^\d+(px|rem)$/.test(value))
    return (
      <div style={{ height: 8, width: `min(${value}, 16rem)`, background: "var(--gw-accent)" }} />
    );
  return null;
}

function Tokens() {
  return (
    <section aria-labelledby="tokens">
      <h2 id="tokens">Spacing, sizes, radii and shadow (global.css)</h2>
      <table style={{ borderCollapse: "collapse" }}>
        <thead>
          <tr>
            <th style={cell}>Token</th>
            <th style={cell}>Value</th>
            <th style={cell}>Preview</th>
          </tr>
        </thead>
        <tbody>
          {globalTokens.map(([name, value]) => (
            <tr key={name}>
              <td style={cell}>
                <code>{name}</code>
              </td>
              <td style={cell}>
                <code>{value}</code>
              </td>
              <td style={cell}>
                <Preview name={name} value={value} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Foundations() {
  return (
    <main className="gw-container" style={{ paddingBlock: 24 }}>
      <h1>Foundations</h1>
      <Colours />
      <TypeScale />
      <Tokens />
    </main>
  );
}

const meta = {
  title: "Foundations/Design tokens",
  component: Foundations,
} satisfies Meta<typeof Foundations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Goldwattle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("--gw-accent")).toBeVisible();
    await expect(canvas.getByText("--gw-radius")).toBeVisible();
    await expect(globalTokens.length).toBeGreaterThan(3);
  },
};

export const GoldwattlePrivate: Story = { globals: { brand: "vip" } };
