import { createContext, useContext } from "react";

/** Which document is on screen: links and section anchors are built from it. */
export interface DocumentLocation {
  base: string;
  pageId: string;
}

export const DocumentContext = createContext<DocumentLocation>({ base: "", pageId: "" });

export const useDocumentLocation = () => useContext(DocumentContext);
