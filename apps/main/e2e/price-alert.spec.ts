import { routeChartScript } from "@gw/e2e/chartScript";
import { expect, test, waitForApp } from "@gw/e2e/fixtures";
import { linkIn, mailTo } from "@gw/e2e/mailCatcher";
import { uniqueEmail } from "@gw/e2e/storedContactRequests";

const visits = [
  {
    language: "English",
    path: "/live-pricing",
    region: "Price alert",
    labels: { metal: "Metal", direction: "When the buy price", price: "Price per troy ounce" },
    email: "Email address",
    options: { metal: "Gold", direction: "rises above" },
    submit: "Create price alert",
    sent: "Check your inbox",
    subject: "Confirm your price alert: Gold buy price above AUD\u00a09,999,999.00 per troy ounce",
    confirm: "Confirm my alert",
    on: "Your price alert is on",
    cancel: "Cancel this alert",
    cancelled: "Your price alert is cancelled",
  },
  {
    language: "Chinese",
    path: "/zh/live-pricing",
    region: "价格提醒",
    labels: { metal: "金属", direction: "当买入价", price: "目标价格（每金衡盎司）" },
    email: "电子邮箱",
    options: { metal: "黄金", direction: "升破" },
    submit: "创建价格提醒",
    sent: "请查收邮件",
    subject: "确认您的价格提醒：黄金买入价高于每金衡盎司 AUD\u00a09,999,999.00",
    confirm: "确认我的提醒",
    on: "您的价格提醒已生效",
    cancel: "取消此提醒",
    cancelled: "您的价格提醒已取消",
  },
] as const;

for (const visit of visits) {
  test(`a price alert set on the ${visit.language} page is confirmed and cancelled from its e-mail`, async ({
    page,
    request,
    pageErrors,
  }) => {
    const address = uniqueEmail(`alert-${visit.language.toLowerCase()}`);
    // The chart above the form comes into view on the way; its script is answered locally.
    await routeChartScript(page);
    await page.goto(visit.path);
    await waitForApp(page);
    const form = page.getByRole("region", { name: visit.region });
    await form.getByLabel(visit.labels.metal).selectOption(visit.options.metal);
    await form.getByLabel(visit.labels.direction).selectOption(visit.options.direction);
    await form.getByLabel(visit.labels.price).fill("9,999,999");
    await form.getByLabel(visit.email).fill(address);
    await form.getByRole("button", { name: visit.submit }).click();
    await expect(form.getByRole("status")).toContainText(visit.sent);

    const [mail] = await mailTo(request, address);
    expect(mail!.subject).toBe(visit.subject);
    expect(mail!.headers["list-unsubscribe"]).toContain("/v1/price-alerts/cancel?token=");

    await page.goto(linkIn(mail!, "/v1/price-alerts/confirm"));
    await page.getByRole("button", { name: visit.confirm }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(visit.on);

    await page.goto(linkIn(mail!, "/v1/price-alerts/cancel"));
    await page.getByRole("button", { name: visit.cancel }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(visit.cancelled);
    expect(pageErrors).toEqual([]);
  });
}
