import type { Meta } from "@storybook/react-vite";
import { mailStory } from "../../mail/mailStory";
import { alertTriggered } from "./alertTriggeredMail";
import { storyAlert, storyLinks } from "./alertStoryFields";

export default { title: "E-mails/Price alert reached" } satisfies Meta;

const fields = (brand: Parameters<typeof storyLinks>[0]) => {
  const { stopAllUrl, site } = storyLinks(brand);
  return {
    alert: storyAlert,
    price: 5312.4,
    quotedAt: "2026-11-24T03:15:00.000Z",
    demonstration: false,
    setAgainUrl: `https://${site}/live-pricing#price-alert`,
    stopAllUrl,
    site,
  };
};

export const GoldwattleEnglish = mailStory(alertTriggered, fields, "main", "en");
export const GoldwattleChinese = mailStory(alertTriggered, fields, "main", "zh");
export const PrivateEnglish = mailStory(alertTriggered, fields, "vip", "en");
export const PrivateChinese = mailStory(alertTriggered, fields, "vip", "zh");
