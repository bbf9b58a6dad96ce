export type { BrandConfig } from "@gw/brands";
export { BrandProvider, useBrand } from "./brand/BrandProvider";
export { brandThemeCss, brandThemeVariables } from "./brand/brandThemeCss";
export { formatAbn } from "./brand/abnLookupUrl";
export { signUpUrl } from "./brand/signUpUrl";
export { cookieSessionAdapter, type SessionAdapter } from "./session/SessionAdapter";
export { SessionProvider } from "./session/SessionProvider";
export { SiteLayout, MAIN_CONTENT_ID } from "./layout/SiteLayout";
export { SiteOriginProvider } from "./layout/SiteOrigin";
export { IcpFilingProvider } from "./layout/IcpFiling";
export { CookieSettingsProvider } from "./layout/CookieSettings";
export { SiteLink } from "./primitives/SiteLink";
export { ButtonLink } from "./primitives/ButtonLink";
export { Button } from "./primitives/Button";
export { markLive } from "./primitives/markLive";
export { SubmitButton } from "./primitives/SubmitButton";
export { CheckList } from "./primitives/CheckList";
export { Field } from "./primitives/Field";
export { ScriptNeededNotice } from "./primitives/ScriptNeededNotice";
export { useValueTypedBeforeHydration } from "./primitives/useValueTypedBeforeHydration";
export { priceStripLabels, type PriceStripLabels } from "./home/priceStripLabels";
export { loadUiCatalog } from "./loadCatalog";
export {
  dismissToasts,
  prepareToaster,
  showErrorToast,
  showSuccessToast,
} from "./toasts/showToast";
export { useToasterWanted } from "./toasts/toasterDemand";
export { MenuIcon, CloseIcon, LinkIcon, ArrowUpIcon } from "./layout/icons";
export { PartBoundary } from "./errors/PartBoundary";
export { PageUnavailable } from "./errors/PageUnavailable";
export { RenderErrorReportProvider } from "./errors/renderErrorReport";
