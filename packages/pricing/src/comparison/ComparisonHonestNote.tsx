import { Trans } from "@lingui/react/macro";
import { htmlLang, useLocale } from "@gw/i18n";
import { useNumberFormat } from "../useLocaleFormat";
import { durationsByWinner, gapWithoutPriceChange } from "./chinaComparison";
import type { ChinaComparisonData } from "@gw/content/china-comparison";
import { holdDurationLabel } from "./holdDurationLabel";

/**
 * Says plainly, from the page's own data, at which hold durations another provider pays more,
 * and that the gains come from gold's price rising, which it may not do.
 */
export function ComparisonHonestNote({
  data,
  className,
}: {
  data: ChinaComparisonData;
  className?: string;
}) {
  const format = useNumberFormat();
  const list = new Intl.ListFormat(htmlLang(useLocale()), { type: "conjunction" });
  const { productAhead, othersAhead } = durationsByWinner(data);
  const ahead = list.format(productAhead.map(holdDurationLabel));
  const behind = list.format(othersAhead.map(holdDurationLabel));
  const gap = format(Math.abs(gapWithoutPriceChange(data)), { maximumFractionDigits: 0 });

  return (
    <p className={className}>
      <Trans>
        On these figures, sending gold pays the recipient more than every other provider only for
        gold held {ahead}; for gold held {behind}, another provider pays more. The difference comes
        from gold’s price rising while it was held, not from lower fees: had the price not moved,
        the recipient would get about {gap} CNY less than with the best other provider. Gold’s price
        can fall, and then the recipient gets less.
      </Trans>
    </p>
  );
}
