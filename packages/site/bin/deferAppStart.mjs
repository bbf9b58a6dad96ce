/**
 * A prerendered page is complete without JavaScript, so on a slow phone the app's code should
 * not share the connection with the page before it is painted. This moves the entry script and
 * its module preloads into a small loader that adds them just after the first frame (at once in
 * a hidden tab, which paints no frames). Hydration then starts a frame later; first paint no
 * longer waits on a 100 kB download.
 * @param {string} html
 */
export function deferAppStart(html) {
  const entry = html.match(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry?.[1]) throw new Error("deferAppStart: the page has no entry module script");
  const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  let page = html.replace(entry[0], "");
  for (const preload of preloads) page = page.replace(preload[0], "");
  const loader = appLoaderScript(
    entry[1],
    preloads.map(([, href = ""]) => href),
  );
  return page.replace("</body>", `<script>${loader}</script>\n  </body>`);
}

/**
 * @param {string} entry
 * @param {string[]} preloads
 */
function appLoaderScript(entry, preloads) {
  // data-gw-leaving: a head script (host check, language move) is replacing the page.
  return `(function(){function start(){if(document.documentElement.hasAttribute("data-gw-leaving"))return;var h=document.head;${JSON.stringify(preloads)}.forEach(function(href){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=href;h.appendChild(l)});var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};h.appendChild(s)}if(document.visibilityState==="hidden")start();else requestAnimationFrame(function(){setTimeout(start,0)})})();`;
}
