import { useRef, useState } from "react";

/**
 * Runs `send` for one submission at a time: a second submit while one is on its way (a double
 * click, Enter held) is refused with `false`. `sending` is for the button's state.
 */
export function useOneSubmissionAtATime<TFields>(send: (fields: TFields) => Promise<boolean>) {
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  async function submit(fields: TFields): Promise<boolean> {
    if (inFlight.current) return false;
    inFlight.current = true;
    setSending(true);
    try {
      return await send(fields);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return { submit, sending };
}
