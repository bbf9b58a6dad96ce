import { createContext, useContext } from "react";

/** Which document is on screen: links and section anchors are built from it. */
export interface DocumentLocation {
  base: string;
  pageId: string;
  /** `?embedded=true`: links to other documents keep the flag, so the layout stays away. */
  embedded: boolean;
}

export const DocumentContext = createContext<DocumentLocation>({
  base: "",
  pageId: "",
  embedded: false,
});

export const useDocumentLocation = () => useContext(DocumentContext);
