import type { CSSProperties } from "react";

/** One look for every e-mail: plain, readable in any client, dark text on white. */
export const mailStyles = {
  body: {
    backgroundColor: "#f6f4ef",
    color: "#1c1a17",
    fontFamily:
      "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, 'PingFang SC', 'Microsoft YaHei', sans-serif",
    margin: 0,
    padding: "24px 0",
  },
  container: {
    backgroundColor: "#ffffff",
    maxWidth: "560px",
    padding: "32px",
    borderRadius: "8px",
  },
  brand: { fontSize: "18px", fontWeight: 700, margin: "0 0 24px" },
  heading: { fontSize: "22px", lineHeight: "1.3", margin: "0 0 16px" },
  subheading: { fontSize: "17px", margin: "24px 0 8px" },
  text: { fontSize: "15px", lineHeight: "1.6", margin: "0 0 12px" },
  button: {
    backgroundColor: "#1c1a17",
    color: "#ffffff",
    borderRadius: "6px",
    padding: "12px 20px",
    fontSize: "15px",
    fontWeight: 600,
    textDecoration: "none",
  },
  quote: {
    borderLeft: "3px solid #d8cfb8",
    padding: "4px 0 4px 12px",
    margin: "0 0 12px",
    fontSize: "15px",
    lineHeight: "1.6",
    whiteSpace: "pre-wrap",
  },
  // Underlined: a link in a sentence must not be told apart by its colour alone.
  link: { color: "#7a5200", textDecoration: "underline" },
  footer: { color: "#55504a", fontSize: "12px", lineHeight: "1.5", margin: "0 0 8px" },
  rule: { borderColor: "#e6e0d2", margin: "28px 0 16px" },
} satisfies Record<string, CSSProperties>;
