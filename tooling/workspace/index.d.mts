export declare const basePorts: Readonly<{
  main: 4173;
  vip: 4174;
  cny: 4175;
  register: 4176;
  api: 8787;
  storybook: 6006;
  mailCatcher: 1080;
  mailSmtp: 1025;
}>;
export type LocalServer = keyof typeof basePorts;
export type SiteAppName = "main" | "vip" | "cny" | "register";
export declare const siteApps: readonly SiteAppName[];
type Env = Record<string, string | undefined>;
export declare function portOffset(env?: Env): number;
export declare function portOf(server: LocalServer, env?: Env): number;
export declare function localOrigin(server: LocalServer, env?: Env): string;
export declare function workspaceRoot(from?: string): string;
