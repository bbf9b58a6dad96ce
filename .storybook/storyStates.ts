import type { CatalogLoader, Locale } from "@gw/i18n";
import { siteCatalogs } from "@gw/site";
import type { Preview } from "@storybook/react-vite";
import { waitFor } from "storybook/test";

/**
 * A state a story can show that a visitor should only see when something is wrong or not yet
 * there. A story shows one only when its name says so (`PricesUnavailable`, `HistoryFails`,
 * `Loading`) or its `parameters.states` lists it: a page story that renders "could not be
 * loaded" because its stand-in does not answer is a broken story, not a picture of the page.
 */
type StoryState = "error" | "unavailable" | "loading";

/** How each state is worded in English, the catalogs' source language. */
const wordings: Record<StoryState, RegExp> = {
  error: /could not|went wrong|was not sent|^Not sent/i,
  unavailable: /unavailable/i,
  loading: /^Loading\b|is on its way/i,
};

/** The words in a story's name that announce each state. */
const announcements: Record<StoryState, RegExp> = {
  error: /error|fail|broken|crash|not ?sent|could ?not|refused|down/i,
  unavailable: /unavailable|no ?prices|fail|down|missing/i,
  loading: /loading|pending|waiting|slow|before|arriving|on ?its ?way/i,
};

/** A compiled message's longest stretch of fixed text (its placeholders differ per use). */
function fixedText(message: unknown): string {
  if (typeof message === "string") return message;
  if (!Array.isArray(message)) return "";
  return message
    .filter((part): part is string => typeof part === "string")
    .reduce((longest, part) => (part.trim().length > longest.length ? part.trim() : longest), "");
}

async function catalog(locale: Locale, loaders: readonly CatalogLoader[]) {
  const parts = await Promise.all(loaders.map((load) => load(locale)));
  return Object.assign({}, ...parts) as Record<string, unknown>;
}

/** Every text of the site that shows a state, in English and in Chinese, by state. */
const stateTexts: Promise<{ state: StoryState; text: string }[]> = (async () => {
  const [en, zh] = await Promise.all([catalog("en", siteCatalogs), catalog("zh", siteCatalogs)]);
  const texts: { state: StoryState; text: string }[] = [];
  for (const [id, message] of Object.entries(en)) {
    const english = fixedText(message);
    const state = (Object.keys(wordings) as StoryState[]).find((each) =>
      wordings[each].test(english),
    );
    if (!state || english.length < 6) continue;
    texts.push({ state, text: english });
    const chinese = fixedText(zh[id]);
    if (chinese.length >= 4) texts.push({ state, text: chinese });
  }
  return texts;
})();

/** The states a story's visible text, or an element's `data-state`, shows. */
async function statesShown(canvas: HTMLElement): Promise<Map<StoryState, string>> {
  const shown = new Map<StoryState, string>();
  const visible = canvas.innerText;
  for (const { state, text } of await stateTexts) {
    if (!shown.has(state) && visible.includes(text)) shown.set(state, `"${text}"`);
  }
  for (const element of canvas.querySelectorAll<HTMLElement>("[data-state]")) {
    const state = element.dataset.state as StoryState;
    if (state in wordings && !shown.has(state) && element.checkVisibility())
      shown.set(state, `data-state="${state}"`);
  }
  return shown;
}

/** How long a story's data may take to arrive before it counts as stuck loading. */
const settleMs = 5000;

/**
 * Fails a story that shows a state its name does not announce, once whatever it loads has
 * arrived (a story that never finishes loading fails as loading).
 */
export const storyStates: Pick<Preview, "afterEach"> = {
  afterEach: async ({ canvasElement, name, parameters }) => {
    const listed = (parameters.states ?? []) as readonly StoryState[];
    const announced = (state: StoryState) =>
      listed.includes(state) || announcements[state].test(name);
    if (!announced("loading")) {
      await waitFor(
        async () => {
          if ((await statesShown(canvasElement)).has("loading")) throw new Error("loading");
        },
        { timeout: settleMs, interval: 250 },
      ).catch(() => {});
    }
    const unannounced = [...(await statesShown(canvasElement))].filter(
      ([state]) => !announced(state),
    );
    if (unannounced.length > 0) {
      throw new Error(
        `The story "${name}" shows ${unannounced
          .map(([state, by]) => `an ${state} state (${by})`)
          .join(" and ")}, which its name does not announce: make it render what its name says, ` +
          `or name the state (or list it in parameters.states).`,
      );
    }
  },
};
