import { unitTestConfig } from "../../vite.shared";

export default unitTestConfig("node");
