/** The price alert calls and the pages its e-mails' links open. */
export const priceAlertPaths = {
  create: "/v1/price-alerts/",
  confirm: "/v1/price-alerts/confirm",
  cancel: "/v1/price-alerts/cancel",
};
