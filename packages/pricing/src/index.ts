export * from "./priceChoices";
