// Builds the inline scripts every prerendered page carries (`src/headScripts/*.ts`): each entry
// bundled on its own and minified by the same Vite as the site, with its parameters compiled in
// as the constant `HEAD_SCRIPT_PARAMS`. The text is inlined into the page (an external script
// would cost a round trip before first paint) and allowed by the content security policy by its
// hash, which the build computes from the pages.
import { fileURLToPath } from "node:url";
import { build } from "vite";

/** @typedef {import("../src/headScripts/headScriptParams.ts").HeadScriptParams} HeadScriptParams */
/** @typedef {import("../src/headScripts/headScriptParams.ts").HeadScriptName} HeadScriptName */

/** @type {readonly HeadScriptName[]} */
const names = ["hostCheck", "languageMove", "eventCapture", "captchaStart", "appStart"];

/**
 * One head script's code, ready to go between `<script>` and `</script>`.
 * @template {HeadScriptName} TName
 * @param {TName} name
 * @param {HeadScriptParams[TName]} params
 */
export async function bundleHeadScript(name, params) {
  const entry = fileURLToPath(new URL(`../src/headScripts/${name}.ts`, import.meta.url));
  const output = await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    define: { HEAD_SCRIPT_PARAMS: JSON.stringify(params) },
    build: {
      write: false,
      minify: true,
      target: "es2022",
      lib: { entry, formats: ["iife"], name: "gwHeadScript" },
      // Reading a property has no effect in these scripts' code (no getters), so what a shared
      // module reads for parts a script does not use is left out of the page.
      rolldownOptions: { treeshake: { propertyReadSideEffects: false } },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    "output" in result ? result.output : [],
  );
  const chunk = chunks.find((file) => file.type === "chunk");
  if (!chunk) throw new Error(`bundleHeadScript: ${name} produced no code`);
  const code = chunk.code.trim();
  if (/<\/script|<!--/i.test(code)) throw new Error(`The ${name} head script would close its tag`);
  return code;
}

/**
 * Every head script, built with its parameters; the captcha's start only where the build has a
 * captcha (its parameters given).
 * @param {Omit<HeadScriptParams, "captchaStart"> & Partial<Pick<HeadScriptParams, "captchaStart">>} params
 * @returns {Promise<import("../src/prerender/prerenderContract.ts").PageAssets["scripts"]>}
 */
export async function bundleHeadScripts(params) {
  const built = names.filter((name) => params[name] !== undefined);
  const codes = await Promise.all(
    built.map((name) =>
      bundleHeadScript(name, /** @type {HeadScriptParams[typeof name]} */ (params[name])),
    ),
  );
  return /** @type {import("../src/prerender/prerenderContract.ts").PageAssets["scripts"]} */ (
    Object.fromEntries(built.map((name, index) => [name, codes[index]]))
  );
}
