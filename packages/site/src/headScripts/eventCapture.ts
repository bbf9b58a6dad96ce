// Before any prerendered form is parsed: submits and button clicks wait here until the app is
// live, and the app replays them (see replay/).
import { SCRIPT_ENABLED_ATTRIBUTE, SCRIPT_NEEDED_ATTRIBUTE } from "@gw/ui/script-needed";
import {
  EVENT_CAPTURE_GLOBAL,
  installEventCapture,
  SCRIPT_WAIT_MS,
} from "../replay/installEventCapture";
import type { EventCaptureParams } from "./headScriptParams";

declare const HEAD_SCRIPT_PARAMS: EventCaptureParams;

installEventCapture(
  window,
  EVENT_CAPTURE_GLOBAL,
  SCRIPT_NEEDED_ATTRIBUTE,
  SCRIPT_ENABLED_ATTRIBUTE,
  SCRIPT_WAIT_MS,
  HEAD_SCRIPT_PARAMS.replayModules,
);
