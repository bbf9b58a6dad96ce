/**
 * The file the host is bundled into, in every build's dist. Its own module so that gw-serve,
 * which only runs the bundle, imports nothing of the build (Vite, the workspace's configs): the
 * site host's image carries no build tools' start-up checks.
 */
export const HOST_BUNDLE = "_worker.js";
