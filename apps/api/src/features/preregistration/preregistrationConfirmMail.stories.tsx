import type { Meta } from "@storybook/react-vite";
import { mailStory } from "../../mail/mailStory";
import { preregistrationConfirm } from "./preregistrationConfirmMail";

export default { title: "E-mails/Preregistration confirmation" } satisfies Meta;

const token = "x".repeat(43);
const fields = () => ({
  confirmUrl: `https://api.goldwattle.com/v1/preregistration/confirm?token=${token}&lang=en`,
  cancelUrl: `https://api.goldwattle.com/v1/preregistration/cancel?token=${token}&lang=en`,
  site: "cny.goldwattle.com",
});

export const GoldwattleEnglish = mailStory(preregistrationConfirm, fields, "main", "en");
export const GoldwattleChinese = mailStory(preregistrationConfirm, fields, "main", "zh");
export const PrivateEnglish = mailStory(preregistrationConfirm, fields, "vip", "en");
export const PrivateChinese = mailStory(preregistrationConfirm, fields, "vip", "zh");
