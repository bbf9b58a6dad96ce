import { useSyncExternalStore, type ComponentProps } from "react";
import { Button } from "./Button";
import { SCRIPT_ENABLED_ATTRIBUTE } from "./scriptNeeded";

const noChanges = () => () => {};

/**
 * True in the prerendered HTML and while the client hydrates it, false from then on (and in a
 * page rendered on the client): the server and the hydrating client render the same markup.
 */
function usePrerendered(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
}

/**
 * A form's submit button: disabled in the prerendered page, where only the event capture head
 * script enables it (without scripts nothing can send the form natively), and as `disabled` says
 * once the app runs.
 */
export function SubmitButton({ disabled, ...rest }: ComponentProps<typeof Button>) {
  const prerendered = usePrerendered();
  return (
    <Button
      type="submit"
      disabled={prerendered || disabled}
      {...{ [SCRIPT_ENABLED_ATTRIBUTE]: "" }}
      // The head script enabled it before hydration, on purpose.
      suppressHydrationWarning
      {...rest}
    />
  );
}
