import { setProjectAnnotations } from "@storybook/react-vite";
import * as a11yAddon from "@storybook/addon-a11y/preview";
import * as projectAnnotations from "./preview";
import * as visualBaseline from "./visualBaseline";

setProjectAnnotations([a11yAddon, projectAnnotations, visualBaseline]);
