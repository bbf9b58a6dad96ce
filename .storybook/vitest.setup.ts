import { setProjectAnnotations } from "@storybook/react-vite";
import * as a11yAddon from "@storybook/addon-a11y/preview";
import * as projectAnnotations from "./preview";
import { storyStates } from "./storyStates";

setProjectAnnotations([a11yAddon, projectAnnotations, storyStates]);
