import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { afterEach } from "vitest";

// Component tests render the source (English) messages the macros keep outside production.
i18n.load("en", {});
i18n.activate("en");

afterEach(cleanup);
