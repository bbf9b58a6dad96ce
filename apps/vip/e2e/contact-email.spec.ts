import { expect, test, waitForApp } from "@gw/e2e/fixtures";
import { mailTo, type CaughtMail } from "@gw/e2e/mailCatcher";
import { ports } from "@gw/e2e/playwrightConfig";
import { uniqueEmail } from "@gw/e2e/storedContactRequests";

/** Every web address a message links to (its HTML part), mailto: aside. */
const linksIn = (mail: CaughtMail) =>
  [...(mail.html ?? "").matchAll(/href="(https?:[^"]+)"/g)].map((match) => match[1]!);

// The page posts to its own host's /api, which forwards it to the API with the proxy token (as
// `pnpm start` wires them): the e-mails still speak for the site the visitor used.
test("a message sent on the VIP site is written to and from Goldwattle Private, linking back to it", async ({
  page,
  request,
}) => {
  const vipOrigin = `http://localhost:${ports.vip}`;
  const address = uniqueEmail("vip-mail");
  const message = `Please call me about a large order. (${address})`;
  await page.goto("/contact-us");
  await waitForApp(page);
  await page.getByLabel("Full name").fill("Grace Hopper");
  await page.getByLabel("Email address").fill(address);
  await page.getByLabel("Message", { exact: true }).fill(message);
  await page.getByLabel("How did you find us?").selectOption("affiliate");
  const sent = page.waitForRequest((call) => call.url().endsWith("/api/v1/contact/request/"));
  await page.getByRole("button", { name: "Submit" }).click();
  expect(new URL((await sent).url()).origin).toBe(vipOrigin);

  const [notification] = await mailTo(request, "private@goldwattleprivate.com", {
    matching: (mail) => mail.text.includes(message),
  });
  expect(notification!.from).toContain("Goldwattle Private");
  expect(notification!.text.trimStart()).toMatch(/^Goldwattle Private\n/);
  expect(notification!.text).toMatch(new RegExp(`Site\\s+localhost:${ports.vip}\\b`));

  const [acknowledgement] = await mailTo(request, address);
  expect(acknowledgement!.from).toContain("Goldwattle Private");
  expect(acknowledgement!.text.trimStart()).toMatch(/^Goldwattle Private\n/);
  expect(acknowledgement!.text).toContain("Sent by Goldwattle Private");
  expect(acknowledgement!.text).toContain(`contact form on localhost:${ports.vip}`);

  for (const mail of [notification!, acknowledgement!]) {
    const links = linksIn(mail);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(new URL(link).origin).toBe(vipOrigin);
  }
});
