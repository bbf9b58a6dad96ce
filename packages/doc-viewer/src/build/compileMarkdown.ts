import type { Root } from "hast";
import rehypeRaw from "rehype-raw";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { parse as parseYaml } from "yaml";
import type { CompiledPage } from "../documentTypes";
import { hastText } from "../hastText";
import { rehypeHeadingIds } from "./rehypeHeadingIds";

const processor = unified()
  .use(remarkParse)
  // Tables, strikethrough and autolinks.
  .use(remarkGfm)
  // Raw HTML is parsed so the sanitizer can judge it element by element instead of passing it on.
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  // GitHub's schema: no scripts, no event handlers, only http(s)/mailto/tel URLs; ids written
  // in raw HTML are prefixed so they cannot clobber the page's own.
  .use(rehypeSanitize, defaultSchema)
  // After sanitizing: headings get ids that section links can point at, written (`{#id}`) or
  // derived from their text.
  .use(rehypeHeadingIds)
  .use(rehypeSlug);

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** One Markdown page (optional YAML front matter: title, description) to its compiled form. */
export function compileMarkdown(source: string, lang: string): CompiledPage {
  const match = FRONT_MATTER.exec(source);
  const meta = (match ? parseYaml(match[1] ?? "") : null) as Record<string, unknown> | null;
  const body = match ? source.slice(match[0].length) : source;
  const tree = processor.runSync(processor.parse(body)) as Root;
  return {
    lang,
    title: typeof meta?.title === "string" ? meta.title : firstHeading(tree),
    description: typeof meta?.description === "string" ? meta.description : "",
    tree: stripPositions(tree),
  };
}

function firstHeading(tree: Root): string {
  const heading = tree.children.find((node) => node.type === "element" && node.tagName === "h1");
  return heading ? hastText(heading) : "";
}

/** Source positions are only useful while compiling; dropping them halves the file. */
function stripPositions<T>(node: T): T {
  return JSON.parse(JSON.stringify(node, (key, value) => (key === "position" ? undefined : value)));
}
