/** Text imported as it is (Vite's `?raw`), as Storybook loads the API's catalogs and axe. */
declare module "*.po?raw" {
  const text: string;
  export default text;
}

declare module "axe-core/axe.min.js?raw" {
  const source: string;
  export default source;
}
