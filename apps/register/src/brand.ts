// This host serves the main brand: its facts stay in the main app's brand config.
export { brand } from "main/brand";
