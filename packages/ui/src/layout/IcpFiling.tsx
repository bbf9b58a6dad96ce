import { Trans } from "@lingui/react/macro";
import { createContext, useContext, type ReactNode } from "react";

/** The public register of filings, where a visitor checks the number. */
const ICP_REGISTER_URL = "https://beian.miit.gov.cn/";

const IcpFilingContext = createContext<string | undefined>(undefined);

/**
 * The site's ICP filing number (备案号, e.g. `沪ICP备00000000号-1`): a site served from mainland
 * China must show it in its footer, linked to the MIIT register. Only the China host has one.
 */
export function IcpFilingProvider({
  license,
  children,
}: {
  license: string | undefined;
  children: ReactNode;
}) {
  return <IcpFilingContext.Provider value={license}>{children}</IcpFilingContext.Provider>;
}

/** The footer's filing line: the number linked to the register, or nothing without one. */
export function IcpFiling() {
  const license = useContext(IcpFilingContext);
  if (!license) return null;
  return (
    <span>
      <Trans>
        ICP filing{" "}
        <a href={ICP_REGISTER_URL} rel="noopener noreferrer" target="_blank">
          {license}
        </a>
      </Trans>
    </span>
  );
}
