const emailAddress = /([A-Za-z0-9._%+'-])[A-Za-z0-9._%+'-]*@((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})/g;

/**
 * Text that may quote an address (an SMTP refusal, a driver's error) with each address cut to its
 * first letter and domain (`v***@example.com`): enough to see which domain a relay refuses,
 * never who.
 */
export function maskEmailAddresses(text: string): string {
  return text.replace(emailAddress, "$1***@$2");
}
