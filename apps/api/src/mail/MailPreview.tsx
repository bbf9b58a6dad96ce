import type { MailContent } from "./mailKind";

export interface MailPreviewProps {
  mail: MailContent;
  /** The From header, as the sender writes it. */
  from: string;
}

const box = { border: "1px solid #d8cfb8", borderRadius: "6px", background: "#fff" };

/**
 * An e-mail as a mail client receives it, for review in Storybook: its subject and sender, the
 * HTML part in a frame of its own (its document and styles; our e-mails carry no scripts, and the
 * story's accessibility check runs in that frame), and the plain-text part beside it.
 */
export function MailPreview({ mail, from }: MailPreviewProps) {
  return (
    <main style={{ padding: "24px", background: "#f6f4ef", color: "#1c1a17", minHeight: "100vh" }}>
      <h1 style={{ fontSize: "20px", margin: "0 0 8px" }}>{mail.subject}</h1>
      <p style={{ margin: "0 0 4px" }}>From: {from}</p>
      {mail.stopUrl ? (
        <p style={{ margin: "0 0 4px", overflowWrap: "anywhere" }}>
          List-Unsubscribe: {mail.stopUrl}
        </p>
      ) : null}
      <div
        style={{
          display: "grid",
          gridTemplateColumns: "repeat(auto-fit, minmax(320px, 1fr))",
          gap: "24px",
          marginTop: "16px",
        }}
      >
        <section aria-labelledby="mail-html">
          <h2 id="mail-html" style={{ fontSize: "16px" }}>
            HTML
          </h2>
          <iframe
            title={`The HTML part of “${mail.subject}”`}
            srcDoc={mail.html}
            style={{ ...box, width: "100%", height: "900px" }}
          />
        </section>
        <section aria-labelledby="mail-text">
          <h2 id="mail-text" style={{ fontSize: "16px" }}>
            Plain text
          </h2>
          <pre
            style={{
              ...box,
              padding: "16px",
              margin: 0,
              whiteSpace: "pre-wrap",
              overflowWrap: "anywhere",
              font: "14px/1.5 ui-monospace, Menlo, Consolas, monospace",
            }}
          >
            {mail.text}
          </pre>
        </section>
      </div>
    </main>
  );
}
