// Sample documents for stories, compiled by the real build-time pipeline.
import { compileMarkdown } from "./build/compileMarkdown";
import type { TocCategory } from "./documentTypes";

export const sampleToc: TocCategory[] = [
  {
    label: "Help",
    pages: [
      { id: "most-common", label: "Frequently Asked Questions" },
      { id: "fees", label: "Fees" },
    ],
  },
  { label: "Company", pages: [{ id: "overview", label: "About Us" }] },
];

export const samplePage = compileMarkdown(
  `---
title: Fees
description: What {{brand}} costs.
---

# Fees

Storage at {{brand}} is free. See [storage](#storage), the [FAQ](../most-common), our
[Privacy Policy](/legal/privacy-policy), [live prices](/live-pricing) or a
[stray hash link](other#x).

## Storage {#storage}

| What | Cost |
| ---- | ---- |
| Storage | Free |
| Transfer | 0.22% |

## Transfers

A transfer costs 0.22% of the metal transferred.

<script>alert("never runs")</script>
`,
  "en",
);
