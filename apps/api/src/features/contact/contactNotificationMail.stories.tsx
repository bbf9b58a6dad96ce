import type { Meta } from "@storybook/react-vite";
import { mailStory } from "../../mail/mailStory";
import { contactNotification } from "./contactNotificationMail";

/** Support reads English: the notification has no Chinese version. */
export default { title: "E-mails/Contact notification to support" } satisfies Meta;

const fields = () => ({
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  message: "Can I store silver as well as gold?\nAnd can I redeem it in Sydney?",
  source: "Google",
  site: "goldwattle.com",
  visitorLocale: "zh",
  receivedAt: "2026-11-24T09:30:00.000Z",
});

export const GoldwattleEnglish = mailStory(contactNotification, fields, "main", "en");
export const PrivateEnglish = mailStory(contactNotification, fields, "vip", "en");
