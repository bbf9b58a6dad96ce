// What the host wrote a page's islands from, as the app reads it: no schema library, so a page
// that only shows what the host wrote (the home page's strip) loads none.
export type { ApiContract, ApiContracts, ApiGet } from "./apiGet";
export { PAGE_ANSWERS_ID, seedPageAnswers, type PageAnswer, type PageAnswers } from "./pageAnswers";
export { usePageCurrency } from "./usePageAnswer";
