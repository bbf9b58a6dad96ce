import type { Term } from "./termbase";

const HEADINGS = {
  en: {
    title: "Glossary",
    description:
      "The words {{brand}} uses for gold, silver, custody, transfers and regulation, with their approved Chinese terms.",
    intro:
      "The terms we use on this site and in our documents, with the Chinese term we use for each.",
    other: "Chinese",
  },
  zh: {
    title: "术语表",
    description: "{{brand}} 在黄金、白银、托管、转让和监管方面使用的术语及其英文原文。",
    intro: "本网站和文件中使用的术语，以及每个术语对应的英文原文。",
    other: "英文",
  },
} as const;

/**
 * The Glossary document, generated from the termbase at build time so the two never disagree.
 * Every entry has an explicit id, the same in both languages, so section links work across them.
 */
export function glossaryMarkdown(terms: readonly Term[], locale: string): string {
  const lang = locale.startsWith("zh") ? "zh" : "en";
  const text = HEADINGS[lang];
  const sorted = [...terms].sort((a, b) =>
    lang === "zh" ? a.zh.localeCompare(b.zh, "zh-Hans") : a.en.localeCompare(b.en, "en"),
  );
  const entries = sorted.map((term) => {
    const [heading, other] = lang === "zh" ? [term.zh, term.en] : [term.en, term.zh];
    return `## ${heading} {#${term.id}}\n\n${term.definition[lang]}\n\n${text.other}: ${other}\n`;
  });
  return [
    "---",
    `title: ${JSON.stringify(text.title)}`,
    `description: ${JSON.stringify(text.description)}`,
    "---",
    "",
    `# ${text.title}`,
    "",
    text.intro,
    "",
    ...entries,
  ].join("\n");
}
