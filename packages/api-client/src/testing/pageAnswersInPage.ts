import { PAGE_ANSWERS_ID, type PageAnswers } from "../pageAnswers/pageAnswers";

/** Writes the page answers into a document as the host does, for the app to start from. */
export function embedPageAnswers(page: PageAnswers, doc: Document = document) {
  removePageAnswers(doc);
  const script = doc.createElement("script");
  script.type = "application/json";
  script.id = PAGE_ANSWERS_ID;
  script.textContent = JSON.stringify(page);
  doc.body.append(script);
}

/** Forgets the page answers between tests. */
export function removePageAnswers(doc: Document = document) {
  doc.getElementById(PAGE_ANSWERS_ID)?.remove();
}
