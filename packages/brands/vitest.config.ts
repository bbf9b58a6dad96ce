import { unitTestConfig } from "@gw/vite-config";

export default unitTestConfig("node");
