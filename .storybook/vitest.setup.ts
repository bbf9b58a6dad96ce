import { setProjectAnnotations } from "@storybook/react-vite";
import * as a11yAddon from "@storybook/addon-a11y/preview";
import * as projectAnnotations from "./preview";
import { storyStates } from "./storyStates";
import * as visualBaseline from "./visualBaseline";

// The screenshot last: after the state check has waited for what the story loads.
setProjectAnnotations([a11yAddon, projectAnnotations, storyStates, visualBaseline]);
