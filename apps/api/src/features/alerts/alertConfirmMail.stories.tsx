import type { Meta } from "@storybook/react-vite";
import { mailStory } from "../../mail/mailStory";
import { alertConfirm } from "./alertConfirmMail";
import { storyAlert, storyLinks } from "./alertStoryFields";

export default { title: "E-mails/Price alert confirmation" } satisfies Meta;

const fields = (brand: Parameters<typeof storyLinks>[0]) => {
  const { confirmUrl, cancelUrl, site } = storyLinks(brand);
  return { alert: storyAlert, confirmUrl, cancelUrl, site };
};

export const GoldwattleEnglish = mailStory(alertConfirm, fields, "main", "en");
export const GoldwattleChinese = mailStory(alertConfirm, fields, "main", "zh");
export const PrivateEnglish = mailStory(alertConfirm, fields, "vip", "en");
export const PrivateChinese = mailStory(alertConfirm, fields, "vip", "zh");
