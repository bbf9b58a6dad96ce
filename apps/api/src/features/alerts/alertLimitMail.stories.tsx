import type { Meta } from "@storybook/react-vite";
import { mailStory } from "../../mail/mailStory";
import { alertLimit } from "./alertLimitMail";
import { storyAlert } from "./alertStoryFields";

export default { title: "E-mails/Price alert limit reached" } satisfies Meta;

const fields = (brand: { domains: { site: string } }) => ({
  alert: storyAlert,
  limit: 5,
  site: brand.domains.site,
});

export const GoldwattleEnglish = mailStory(alertLimit, fields, "main", "en");
export const GoldwattleChinese = mailStory(alertLimit, fields, "main", "zh");
export const PrivateEnglish = mailStory(alertLimit, fields, "vip", "en");
export const PrivateChinese = mailStory(alertLimit, fields, "vip", "zh");
