import { Hono } from "hono";
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { CaughtMessage, Mailbox } from "./mailbox.ts";

const style = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem; color: #1c1a17; background: #fbf8f1; }
  table { border-collapse: collapse; width: 100%; background: #fff; }
  th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #ddd; vertical-align: top; }
  a { color: #7a5200; }
  pre { white-space: pre-wrap; background: #fff; padding: 1rem; border: 1px solid #ddd; }
  iframe { width: 100%; height: 70vh; border: 1px solid #ddd; background: #fff; }
  .warn { color: #8a1c1c; font-weight: 600; }
`;

function page(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style>
          ${style}
        </style>
      </head>
      <body>
        ${body}
      </body>
    </html>`;
}

function deliveryNote(message: CaughtMessage) {
  return message.deliveries > 1
    ? html`<span class="warn">delivered ${message.deliveries} times</span>`
    : "";
}

/** The catcher's page of received mail, one page per message, and the JSON tests read. */
export function catcherWebApp(box: Mailbox) {
  const app = new Hono();

  app.get("/", (c) => {
    const messages = box.messages();
    const rows = messages.map(
      (message) =>
        html`<tr>
          <td>${message.receivedAt.replace("T", " ").slice(0, 19)}</td>
          <td>${message.to.join(", ")}</td>
          <td><a href="/messages/${message.id}">${message.subject || "(no subject)"}</a></td>
          <td>${message.from} ${deliveryNote(message)}</td>
        </tr>`,
    );
    return c.html(
      page(
        "Mail catcher",
        html`<h1>Mail catcher</h1>
          <p>
            Every e-mail the local API sent (${messages.length} messages, ${box.deliveries()}
            deliveries). Nothing here leaves this machine.
            <a href="/">Refresh</a> · <a href="/api/messages">JSON</a>
          </p>
          <table>
            <thead>
              <tr>
                <th>Received (UTC)</th>
                <th>To</th>
                <th>Subject</th>
                <th>From</th>
              </tr>
            </thead>
            <tbody>
              ${
                rows.length
                  ? rows
                  : html`<tr>
                      <td colspan="4">No mail yet.</td>
                    </tr>`
              }
            </tbody>
          </table>`,
      ),
    );
  });

  app.get("/messages/:id", (c) => {
    const message = box.messages().find((one) => String(one.id) === c.req.param("id"));
    if (!message)
      return c.html(page("Not found", html`<p>No such message. <a href="/">Back</a></p>`), 404);
    const headers = Object.entries(message.headers).map(
      ([name, value]) =>
        html`<tr>
          <th>${name}</th>
          <td>${value}</td>
        </tr>`,
    );
    return c.html(
      page(
        message.subject,
        html`<p><a href="/">All mail</a></p>
          <h1>${message.subject}</h1>
          <p>To ${message.to.join(", ")} ${deliveryNote(message)}</p>
          ${
            message.html
              ? // No scripts in the message, and its links open outside this page.
                html`<iframe
                  title="HTML version"
                  sandbox="allow-popups allow-popups-to-escape-sandbox"
                  srcdoc="${message.html}"
                ></iframe>`
              : ""
          }
          <h2>Plain text</h2>
          <pre>${message.text}</pre>
          <h2>Headers</h2>
          <table>
            ${headers}
          </table>`,
      ),
    );
  });

  app.get("/api/messages", (c) =>
    c.json({
      deliveries: box.deliveries(),
      messages: box.messages({ to: c.req.query("to") || undefined }),
    }),
  );
  app.delete("/api/messages", (c) => {
    box.clear();
    return c.body(null, 204);
  });
  app.get("/healthz", (c) => c.json({ status: "ok" }));
  return app;
}
