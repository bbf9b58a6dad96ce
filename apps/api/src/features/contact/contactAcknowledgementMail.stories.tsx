import type { Meta } from "@storybook/react-vite";
import { mailStory } from "../../mail/mailStory";
import { contactAcknowledgement } from "./contactAcknowledgementMail";

export default { title: "E-mails/Contact acknowledgement" } satisfies Meta;

const fields = () => ({ site: "goldwattle.com" });

export const GoldwattleEnglish = mailStory(contactAcknowledgement, fields, "main", "en");
export const GoldwattleChinese = mailStory(contactAcknowledgement, fields, "main", "zh");
export const PrivateEnglish = mailStory(contactAcknowledgement, fields, "vip", "en");
export const PrivateChinese = mailStory(contactAcknowledgement, fields, "vip", "zh");
