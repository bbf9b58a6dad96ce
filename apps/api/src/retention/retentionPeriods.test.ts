import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { retentionPeriods as periods } from "./retentionPeriods";

const policy = (locale: "en" | "zh") =>
  readFileSync(
    new URL(`../../../../content/legal/v1.0.1/${locale}/privacy-policy.md`, import.meta.url),
    "utf8",
  );

it("deletes by the periods the Privacy Policy states, in both languages", () => {
  const en = policy("en");
  const zh = policy("zh");
  expect(en).toContain(
    `| Messages sent through the contact form | ${periods.contactRequestsMonths} months`,
  );
  expect(zh).toContain(`| 通过联系表单发送的留言 | 发送后 ${periods.contactRequestsMonths} 个月`);
  expect(en).toContain(`| After ${periods.endedMessagesDays} days |`);
  expect(en).toContain(`reached or cancelled | ${periods.endedAlertsDays} days after they end`);
  expect(zh).toContain(`| 已触发或已取消的价格提醒 | 结束后 ${periods.endedAlertsDays} 天 |`);
  expect(en).toContain(
    `you cancelled | ${periods.cancelledSubscriptionsDays} days after you cancel`,
  );
  expect(en).toContain(`never confirmed | After ${periods.unconfirmedSignUpsDays} days`);
  expect(zh).toContain(
    `| 从未确认的价格提醒和上线名单登记 | ${periods.unconfirmedSignUpsDays} 天后 |`,
  );
  expect(en).toContain(
    `has not confirmed | After ${periods.unconfirmedMailRecipientsDays * 24} hours`,
  );
  expect(zh).toContain(`| ${periods.unconfirmedMailRecipientsDays * 24} 小时后 |`);
  expect(en).toContain(
    `| Daily visit counts (no personal information) | After ${periods.dailyCountsMonths} months |`,
  );
  expect(zh).toContain(`| 每日访问计数（不含个人信息） | ${periods.dailyCountsMonths} 个月后 |`);
});
