/** Which build this page is, for render error reports (the build defines it). */
export const siteBuildId: string = import.meta.env.VITE_BUILD_ID ?? "development";
