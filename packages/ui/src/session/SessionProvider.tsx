import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import type { SessionAdapter } from "./SessionAdapter";

const loggedOut: SessionAdapter = { isLoggedIn: () => false, subscribe: () => () => {} };
const SessionContext = createContext<SessionAdapter>(loggedOut);

export function SessionProvider({
  adapter,
  children,
}: {
  adapter: SessionAdapter;
  children: ReactNode;
}) {
  return <SessionContext.Provider value={adapter}>{children}</SessionContext.Provider>;
}

/** Signed-in state; prerendered pages and the first client render assume signed out. */
export function useIsLoggedIn(): boolean {
  const adapter = useContext(SessionContext);
  return useSyncExternalStore(adapter.subscribe, adapter.isLoggedIn, () => false);
}
