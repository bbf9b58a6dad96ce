import { expect, test, waitForApp } from "@gw/e2e/fixtures";
import { mailTo } from "@gw/e2e/mailCatcher";
import { uniqueEmail } from "@gw/e2e/storedContactRequests";

const visits = [
  {
    language: "English",
    path: "/contact-us",
    labels: {
      name: "Full name",
      email: "Email address",
      message: "Message",
      source: "How did you find us?",
    },
    submit: "Submit",
    source: "Google",
    subject: "We received your message",
    greeting: "Thank you for getting in touch",
  },
  {
    language: "Chinese",
    path: "/zh/contact-us",
    labels: { name: "姓名", email: "电子邮箱", message: "留言", source: "您是如何了解到我们的？" },
    submit: "提交",
    source: "谷歌",
    subject: "我们已收到您的留言",
    greeting: "感谢您的联系",
  },
] as const;

for (const visit of visits) {
  test(`a contact request in ${visit.language} is acknowledged by e-mail in ${visit.language}, and support is told all of it`, async ({
    page,
    request,
  }) => {
    const address = uniqueEmail(`contact-${visit.language.toLowerCase()}`);
    const message = `Do you store silver too? (${address})`;
    await page.goto(visit.path);
    await waitForApp(page);
    await page.getByLabel(visit.labels.name).fill("Ada Lovelace");
    await page.getByLabel(visit.labels.email).fill(address);
    await page.getByLabel(visit.labels.message).fill(message);
    await page.getByLabel(visit.labels.source).selectOption(visit.source);
    await page.getByRole("button", { name: visit.submit, exact: true }).click();

    const [acknowledgement] = await mailTo(request, address);
    expect(acknowledgement!.subject).toBe(visit.subject);
    expect(acknowledgement!.text).toContain(visit.greeting);
    // It says the message arrived without repeating it: the address is not confirmed.
    expect(acknowledgement!.text).not.toContain(message);
    expect(acknowledgement!.text).not.toContain("Ada");

    // Support's inbox has every test's requests: wait for this one's.
    const [notification] = await mailTo(request, "hello@goldwattle.com", {
      matching: (mail) => mail.text.includes(message),
    });
    expect(notification?.subject).toBe("New contact request from Ada Lovelace");
    expect(notification?.headers["reply-to"]).toBe(address);
  });
}
