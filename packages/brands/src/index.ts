export { goldwattle } from "./goldwattle";
export { goldwattlePrivate } from "./goldwattlePrivate";
