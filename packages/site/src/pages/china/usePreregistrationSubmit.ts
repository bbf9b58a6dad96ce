/** Sends a preregistration; wired to the contact call once the API client lands. */
export function usePreregistrationSubmit(): (email: string) => Promise<boolean> {
  return async () => false;
}
