import "@testing-library/jest-dom/vitest";
import { i18n } from "@lingui/core";

// Component tests render the source (English) messages the macros keep outside production.
i18n.load("en", {});
i18n.activate("en");
