import * as v from "valibot";
import { ProviderFailure } from "../../../priceFeeds/providerFailure";
import {
  getProviderJson,
  refusalReason,
  type ProviderOptions,
} from "../../../priceFeeds/providerHttp";
import {
  shanghaiDateOf,
  shanghaiInstant,
  type ReferenceProvider,
  type ReferenceQuote,
} from "../referenceProvider";

export const tanshuDefaultBaseUrl = "https://api.tanshuapi.com/api/gold/v1";
/** The SGE's own figure, carried by TanShu: both are named, so no one takes it for ours. */
export const tanshuSource = "sge.com.cn via tanshuapi.com";

const contractItem = v.object({
  type: v.string(),
  price: v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/)),
  unit: v.optional(v.string()),
  updatetime: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)),
});
const answerSchema = v.object({
  code: v.number(),
  msg: v.optional(v.string()),
  data: v.nullish(
    v.object({
      list: v.union([v.array(v.unknown()), v.record(v.string(), v.unknown())]),
    }),
  ),
});

/** `Au9999`, `AU99.99` and `Au99.99` all name the SGE's 99.99 % gold contract. */
const isAu9999 = (type: unknown) =>
  typeof type === "string" && type.replace(/[^a-z0-9]/gi, "").toUpperCase() === "AU9999";

/**
 * The Shanghai Gold Exchange's Au99.99 price through TanShu (探数), a Chinese commercial API that
 * carries the SGE's quotes (fixtures/README.md): its latest price in yuan per gram and the Beijing
 * time it was updated.
 */
export function tanshuReferenceProvider({
  apiKey,
  baseUrl = tanshuDefaultBaseUrl,
  timeoutMs = 10_000,
  fetch: fetchImpl = globalThis.fetch,
  now = Date.now,
}: ProviderOptions): ReferenceProvider {
  return {
    source: tanshuSource,
    async latest(): Promise<ReferenceQuote> {
      const body = await getProviderJson({
        url: `${baseUrl}/shgold?key=${encodeURIComponent(apiKey)}`,
        name: "TanShu SGE",
        timeoutMs,
        fetch: fetchImpl,
        now,
        reasonOf: refusalReason(answerSchema, (answer) => answer.msg),
      });
      const answer = v.safeParse(answerSchema, body);
      if (!answer.success)
        throw new ProviderFailure("invalid", "TanShu SGE: the answer is malformed");
      if (answer.output.code !== 1 || !answer.output.data)
        throw new ProviderFailure(
          "error",
          `TanShu SGE refused: ${answer.output.msg ?? `code ${answer.output.code}`}`,
        );
      const found = Object.values(answer.output.data.list).find(
        (item) => typeof item === "object" && item !== null && isAu9999((item as never)["type"]),
      );
      const item = v.safeParse(contractItem, found);
      if (!item.success)
        throw new ProviderFailure("invalid", "TanShu SGE: no well-formed Au99.99 in the answer");
      if (item.output.unit !== undefined && item.output.unit !== "元/克")
        throw new ProviderFailure("invalid", `TanShu SGE: Au99.99 in ${item.output.unit}`);
      const [date, time] = item.output.updatetime.split(" ") as [string, string];
      const asOf = shanghaiInstant(date, time);
      return { date: shanghaiDateOf(asOf), asOf, price: Number(item.output.price) };
    },
  };
}
