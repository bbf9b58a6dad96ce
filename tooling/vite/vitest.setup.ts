import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { afterEach } from "vitest";

// Component tests render the source (English) messages the macros keep outside production.
i18n.load("en", {});
i18n.activate("en");

// findBy/waitFor give up after 1 s by default; on a loaded 2-core runner a form's answer can take
// longer to render without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);
