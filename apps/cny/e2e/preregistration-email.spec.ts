import { expect, test, waitForApp } from "@gw/e2e/fixtures";
import { linkIn, mailTo } from "@gw/e2e/mailCatcher";
import { uniqueEmail } from "@gw/e2e/storedContactRequests";

const visits = [
  {
    language: "Chinese",
    path: "/zh/",
    email: "电子邮箱",
    submit: "立即登记",
    thanks: "感谢您的预先登记！",
    subject: "确认您在 Goldwattle 的预先登记",
    launch: "3 个月手续费折扣券",
    confirm: "确认我的邮箱地址",
    confirmed: "您的邮箱地址已确认",
    cancel: "取消我的预先登记",
    cancelled: "您的预先登记已取消",
  },
  {
    language: "English",
    path: "/",
    email: "Email address",
    submit: "Sign me up",
    thanks: "Thank you for preregistering!",
    subject: "Confirm your preregistration with Goldwattle",
    launch: "3-month fee discount coupon",
    confirm: "Confirm my address",
    confirmed: "Your address is confirmed",
    cancel: "Cancel my preregistration",
    cancelled: "Your preregistration is cancelled",
  },
] as const;

for (const visit of visits) {
  test(`preregistering in ${visit.language} e-mails a confirmation whose links confirm and cancel`, async ({
    page,
    request,
    pageErrors,
  }) => {
    const address = uniqueEmail(`prereg-${visit.language.toLowerCase()}`);
    await page.goto(visit.path);
    await waitForApp(page);
    await page.getByLabel(visit.email).fill(address);
    await page.getByRole("button", { name: visit.submit }).click();
    await expect(page.getByText(visit.thanks)).toBeVisible();

    const [mail] = await mailTo(request, address);
    expect(mail!.subject).toBe(visit.subject);
    expect(mail!.from).toBe('"Goldwattle" <hello@goldwattle.com>');
    expect(mail!.text).toContain(visit.launch);
    expect(mail!.text).toContain("ABN 53 687 097 845");

    // The link opens a page that only asks; its button confirms.
    await page.goto(linkIn(mail!, "/v1/preregistration/confirm"));
    await page.getByRole("button", { name: visit.confirm }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(visit.confirmed);

    await page.goto(linkIn(mail!, "/v1/preregistration/cancel"));
    await page.getByRole("button", { name: visit.cancel }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(visit.cancelled);
    expect(pageErrors).toEqual([]);
  });
}
